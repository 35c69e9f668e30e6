import { z } from 'zod';
import {
  BILLING_PERIODS,
  MEMBERSHIP_LEVELS,
  PERIOD_MONTHS,
  addSingaporeMonths,
} from '@carbonmarket/domain';
import type { BillingPeriod, ErrorCode, MembershipLevel } from '@carbonmarket/domain';
import type { MembershipChange } from '../memberTypes';

/** What the membership dialog holds while it is filled in: the level, and for how long. */
export interface MembershipValues {
  level: MembershipLevel;
  /** How long a paid level runs from now; '' until chosen, and not asked for P0. */
  period: BillingPeriod | '';
}

/** A missing choice, as the domain's schemas report it: the catalogue code as the message. */
const required = { error: 'REQUIRED' satisfies ErrorCode };

/**
 * The dialog's rule: a level of the list; from P1 up, a period (a month or a year from now, as
 * a member's own plan runs), as `admin.setMembership` needs an expiry for a paid level.
 */
export const membershipFormSchema = z
  .object({
    level: z.enum(MEMBERSHIP_LEVELS, required),
    period: z.union([z.enum(BILLING_PERIODS), z.literal('')]),
  })
  .refine((values) => values.level === 'P0' || values.period !== '', {
    ...required,
    path: ['period'],
  });

/**
 * The change the dialog sends: P0 without an expiry; a paid level until the period's end from
 * `now`, on the Singapore calendar (`addSingaporeMonths`, as a member's own plan).
 */
export function membershipChangeOf(values: MembershipValues, now: Date): MembershipChange {
  if (values.level === 'P0' || values.period === '')
    return { level: values.level, expiresAt: null };
  return {
    level: values.level,
    expiresAt: addSingaporeMonths(now, PERIOD_MONTHS[values.period]),
  };
}
