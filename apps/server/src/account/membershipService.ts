import type { Database as Db } from 'better-sqlite3';
import {
  BILLING_PERIODS,
  effectiveLevel,
  membershipPlanPrice,
  membershipTerm,
  toCents,
} from '@carbonmarket/domain';
import { PAID_LEVELS } from '@carbonmarket/domain/contract';
import type { BillingPeriod, BusinessConfig } from '@carbonmarket/domain';
import { ApiError } from '../apiError';
import type { UnitOfWork } from '../ledger/unitOfWork';
import type { Ledger } from '../ledger/ledger';
import { expiryOf } from './memberStore';
import type { MemberStore } from './memberStore';

type PaidLevel = (typeof PAID_LEVELS)[number];

/** Fund-record reference of a membership purchase. */
export const membershipReference = (purchaseId: number) =>
  `MB-${String(purchaseId).padStart(6, '0')}`;

/** Membership plans, buying and renewing them, and letting lapsed ones go. */
export function createMembershipService(
  db: Db,
  members: MemberStore,
  ledger: Ledger,
  write: UnitOfWork,
  limits: BusinessConfig,
) {
  const plans = PAID_LEVELS.flatMap((level) =>
    BILLING_PERIODS.map((period) => ({
      level,
      period,
      price: membershipPlanPrice(level, period, limits.membership),
    })),
  );
  const insertPurchase = db.prepare(
    'INSERT INTO membership_purchases (member_id, level, period, price_cents, starts_at, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    /**
     * Every plan with its price and the lowest level that may sell presale credits, and the
     * member's level in force and its expiry.
     */
    plans(memberId: number, now: Date) {
      const member = members.get(memberId);
      const expiresAt = expiryOf(member);
      const level = effectiveLevel(member.level, expiresAt, now);
      return {
        plans,
        level,
        expiresAt: level === 'P0' ? null : expiresAt,
        presaleSellLevel: limits.membership.presaleSellMinLevel,
      };
    },

    /**
     * Buys a plan from the available balance: one 'membership' fund record; the member's level
     * and expiry follow the domain's term rule (renewal extends, upgrade starts now, downgrade
     * refused while the higher plan runs). Answers with the wallet after paying.
     */
    join(memberId: number, input: { level: PaidLevel; period: BillingPeriod }, now: Date) {
      return write(now, (scope) => {
        const member = members.get(memberId);
        if (member.locked === 1) throw new ApiError('ACCOUNT_LOCKED');
        const term = membershipTerm({
          level: member.level,
          expiresAt: expiryOf(member),
          wanted: input.level,
          period: input.period,
          now,
        });
        if (!term.ok) throw new ApiError(term.reason);
        const price = membershipPlanPrice(input.level, input.period, limits.membership);
        const { lastInsertRowid } = insertPurchase.run(
          memberId,
          input.level,
          input.period,
          toCents(price),
          term.startsAt.toISOString(),
          term.expiresAt.toISOString(),
          now.toISOString(),
        );
        const purchaseId = Number(lastInsertRowid);
        // Throws INSUFFICIENT_BALANCE (rolling back the purchase) when the money is not there.
        scope.postMoney({
          memberId,
          balance: 'available',
          cents: -toCents(price),
          type: 'membership',
          reference: membershipReference(purchaseId),
        });
        db.prepare('UPDATE members SET level = ?, membership_expires_at = ? WHERE id = ?').run(
          input.level,
          term.expiresAt.toISOString(),
          memberId,
        );
        return {
          purchaseId,
          level: input.level,
          period: input.period,
          price: price.toString(),
          startsAt: term.startsAt.toISOString(),
          expiresAt: term.expiresAt.toISOString(),
          balances: ledger.balances(memberId).data,
        };
      });
    },

    /**
     * Sets every lapsed membership back to P0 (for a scheduler; reads already treat a lapsed
     * level as P0). Returns how many changed.
     */
    expireLapsed(now: Date): number {
      return db
        .prepare(
          "UPDATE members SET level = 'P0', membership_expires_at = NULL WHERE level <> 'P0' AND membership_expires_at IS NOT NULL AND membership_expires_at <= ?",
        )
        .run(now.toISOString()).changes;
    },
  };
}
