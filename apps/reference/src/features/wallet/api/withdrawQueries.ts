import { endpoints } from '@carbonmarket/domain/contract';
import { endpointQuery } from '../../../lib/query/endpointQuery';
import { pagedQuery } from '../../../lib/query/pagedQuery';

/** Withdrawals per page: more than a phone's screen holds under the form. */
const PAGE_SIZE = 20;

/**
 * What the member may withdraw today: the bounds, the daily limit left, the fee and a weekend's
 * closing. A withdrawal pushed or replied fetches it again (`withdrawalChanged`).
 */
export const withdrawalAllowanceQuery = () =>
  endpointQuery(endpoints.wallet.withdrawalAllowance, {});

/** The member's withdrawals, newest first, a page at a time; refreshed by `withdrawalChanged`. */
export const withdrawalPagesQuery = () =>
  pagedQuery(endpoints.wallet.withdrawals, { pageSize: PAGE_SIZE });

/** The server's fee for an amount; the same amount is quoted once and kept. */
export const withdrawalFeeQuery = (amount: string | null) =>
  endpointQuery(
    endpoints.wallet.withdrawalFee,
    { amount: amount ?? '' },
    { enabled: amount !== null, staleTime: Infinity },
  );
