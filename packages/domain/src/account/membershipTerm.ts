import { addMonths } from 'date-fns';
import { levelRank } from '../model/membership';
import type { BillingPeriod, MembershipLevel } from '../model/membership';
import { inSingapore, toInstant } from '../time/singaporeZone';

/** Months one billing period buys. */
export const PERIOD_MONTHS: Readonly<Record<BillingPeriod, number>> = { monthly: 1, annual: 12 };

/**
 * `date` plus `months` calendar months on the Singapore calendar, keeping the time of day. A day
 * the target month lacks becomes its last day (31 January + 1 month = 28 or 29 February).
 */
export function addSingaporeMonths(date: Date, months: number): Date {
  if (!Number.isInteger(months) || months < 0)
    throw new RangeError(`Months must be a whole number >= 0, got ${months}`);
  return toInstant(addMonths(date, months, inSingapore));
}

/**
 * The level a member holds at `now`: the stored level until its expiry, P0 after it. A level
 * without an expiry (set so by the operator) does not lapse.
 */
export function effectiveLevel(
  level: MembershipLevel,
  expiresAt: Date | null,
  now: Date,
): MembershipLevel {
  if (level === 'P0' || expiresAt === null) return level;
  return expiresAt.getTime() > now.getTime() ? level : 'P0';
}

export interface MembershipTermInput {
  /** The stored level and expiry. */
  level: MembershipLevel;
  expiresAt: Date | null;
  /** The plan being bought. */
  wanted: Exclude<MembershipLevel, 'P0'>;
  period: BillingPeriod;
  now: Date;
}

export type MembershipTerm =
  | { ok: true; startsAt: Date; expiresAt: Date; renewal: boolean }
  | { ok: false; reason: 'MEMBERSHIP_DOWNGRADE_NOT_ALLOWED' };

/**
 * When a bought plan runs. Renewing the level held extends it from its current expiry, so no
 * paid day is lost. A first plan, a plan after the last one lapsed, or a higher level starts now
 * (an upgrade replaces the lower plan; its unused days are not carried over). A lower level than
 * the one held is refused until that one ends.
 */
export function membershipTerm({
  level,
  expiresAt,
  wanted,
  period,
  now,
}: MembershipTermInput): MembershipTerm {
  const held = effectiveLevel(level, expiresAt, now);
  const months = PERIOD_MONTHS[period];
  if (held !== 'P0' && levelRank(wanted) < levelRank(held))
    return { ok: false, reason: 'MEMBERSHIP_DOWNGRADE_NOT_ALLOWED' };
  if (held === wanted && expiresAt !== null)
    return {
      ok: true,
      startsAt: expiresAt,
      expiresAt: addSingaporeMonths(expiresAt, months),
      renewal: true,
    };
  return { ok: true, startsAt: now, expiresAt: addSingaporeMonths(now, months), renewal: false };
}
