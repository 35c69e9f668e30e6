import { fromCents, toCents } from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import type { Data } from '../db/data';

/** Where the approval threshold is kept in `settings`: cents, as text. */
const THRESHOLD_KEY = 'payout_approval_threshold_cents';

/** Until an admin sets one: SGD 10,000, a fifth of the largest withdrawal. */
export const DEFAULT_APPROVAL_THRESHOLD_CENTS = 1_000_000n;

/**
 * The admin's setting of four eyes on payouts (ADR 051): a withdrawal of this amount or more is
 * paid only once an operator other than the one paying it has approved it.
 */
export function createPayoutApproval(data: Data) {
  const thresholdCents = async (): Promise<bigint> => {
    const row = await data
      .q()
      .selectFrom('settings')
      .select('value')
      .where('key', '=', THRESHOLD_KEY)
      .executeTakeFirst();
    return row ? BigInt(row.value) : DEFAULT_APPROVAL_THRESHOLD_CENTS;
  };
  return {
    thresholdCents,

    /** The setting as the console reads it. */
    async settings() {
      return { approvalThreshold: fromCents(await thresholdCents()) };
    },

    /** Sets the threshold; withdrawals already approved stay approved. */
    async setThreshold(threshold: Money) {
      const value = toCents(threshold).toString();
      await data
        .q()
        .insertInto('settings')
        .values({ key: THRESHOLD_KEY, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
      return { approvalThreshold: threshold };
    },
  };
}

export type PayoutApproval = ReturnType<typeof createPayoutApproval>;
