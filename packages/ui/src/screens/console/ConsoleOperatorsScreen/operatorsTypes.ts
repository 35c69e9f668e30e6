import type { z } from 'zod';
import type {
  OPERATOR_STATUSES,
  adminEndpoints,
  operatorWire,
} from '@carbonmarket/domain/contract';

/** A member of the operator's staff, as `admin.operators` lists them. */
export type Operator = z.infer<typeof operatorWire>;

/** Where an operator's account stands: invited, active, locked (wrong sign-ins) or disabled. */
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

/** An invitation as `admin.inviteOperator` takes it: name, e-mail and role, checked. */
export type OperatorInviteForm = z.output<typeof adminEndpoints.inviteOperator.request>;

/**
 * The enrolment link an invitation or a re-enrolment answered, for the admin to pass on: it works
 * once, until `expiresAt`. The server sends no e-mail.
 */
export interface EnrolmentLink {
  /** The link in full (`…/console/enrol#<token>`). */
  url: string;
  /** Whose link it is. */
  name: string;
  expiresAt: Date;
}
