import type { z } from 'zod';
import type {
  AUDIT_TARGET_TYPES,
  adminEndpoints,
  auditEventWire,
} from '@carbonmarket/domain/contract';

/**
 * One entry of the audit trail (`admin.auditTrail`): when, who (an operator, the automation key
 * or a server command), the action, its target, the target before and after, what was sent, and
 * the reason given.
 */
export type AuditEvent = z.infer<typeof auditEventWire>;

/** A JSON value as an entry carries it (the target before and after, what was sent). */
export type AuditJson = AuditEvent['input'];

/** What an audited action acted on. */
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * What the trail is narrowed to, as `admin.auditTrail` takes it (its query without the paging):
 * an operator, an action (`admin.<name>`), a kind of target, a target's id. Left out, a filter is
 * off.
 */
export type AuditFilters = Omit<
  z.output<typeof adminEndpoints.auditTrail.request>,
  'page' | 'pageSize'
>;
