import { balanceShortfall, effectiveLevel, membershipTerm } from '@carbonmarket/domain';
import type { MembershipLevel, MembershipPlan, Money } from '@carbonmarket/domain';

/** What buying a plan would do, as its card offers it. */
export type PlanChoice =
  | {
      /** A lower level than the one held: not before that one ends. */
      kind: 'lower';
      held: MembershipLevel;
      /** When the held level ends; null for one without an end. */
      heldUntil: Date | null;
    }
  | {
      /** A first plan (or after the last lapsed), a higher level, or the level held again. */
      kind: 'join' | 'upgrade' | 'renew';
      startsAt: Date;
      expiresAt: Date;
      /** What the available balance lacks for its price; null when it covers it. */
      shortfall: Money | null;
    };

/**
 * What the member may do with `plan` at `now`, by the domain's term rule (the server's): renew
 * the level held (from its end), join or upgrade (from now), or nothing yet for a lower level;
 * and whether the available balance pays for it.
 */
export function planChoice(
  plan: MembershipPlan,
  standing: { level: MembershipLevel; expiresAt: Date | null },
  available: Money,
  now: Date,
): PlanChoice {
  const held = effectiveLevel(standing.level, standing.expiresAt, now);
  const term = membershipTerm({
    level: standing.level,
    expiresAt: standing.expiresAt,
    wanted: plan.level,
    period: plan.period,
    now,
  });
  if (!term.ok) return { kind: 'lower', held, heldUntil: standing.expiresAt };
  return {
    kind: held === plan.level ? 'renew' : held === 'P0' ? 'join' : 'upgrade',
    startsAt: term.startsAt,
    expiresAt: term.expiresAt,
    shortfall: balanceShortfall(plan.price, available),
  };
}
