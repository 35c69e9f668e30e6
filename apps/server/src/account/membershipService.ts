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
import type { Data } from '../db/data';
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
  data: Data,
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
  return {
    /**
     * Every plan with its price and the lowest level that may sell presale credits, and the
     * member's level in force and its expiry.
     */
    async plans(memberId: number, now: Date) {
      const member = await members.get(memberId);
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
      return write(now, async (scope) => {
        const member = await members.getLocked(memberId);
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
        const { id: purchaseId } = await data
          .q()
          .insertInto('membership_purchases')
          .values({
            member_id: memberId,
            level: input.level,
            period: input.period,
            price_cents: toCents(price),
            starts_at: term.startsAt.toISOString(),
            expires_at: term.expiresAt.toISOString(),
            created_at: now.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await scope.postMoney({
          memberId,
          balance: 'available',
          cents: -toCents(price),
          type: 'membership',
          reference: membershipReference(purchaseId),
        });
        await data
          .q()
          .updateTable('members')
          .set({ level: input.level, membership_expires_at: term.expiresAt.toISOString() })
          .where('id', '=', memberId)
          .execute();
        return {
          purchaseId,
          level: input.level,
          period: input.period,
          price: price.toString(),
          startsAt: term.startsAt.toISOString(),
          expiresAt: term.expiresAt.toISOString(),
          balances: (await scope.balances(memberId)).data,
        };
      });
    },

    /**
     * Sets every lapsed membership back to P0 (for a scheduler; reads already treat a lapsed
     * level as P0). Returns how many changed.
     */
    async expireLapsed(now: Date): Promise<number> {
      const result = await data
        .q()
        .updateTable('members')
        .set({ level: 'P0', membership_expires_at: null })
        .where('level', '<>', 'P0')
        .where('membership_expires_at', 'is not', null)
        .where('membership_expires_at', '<=', now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
