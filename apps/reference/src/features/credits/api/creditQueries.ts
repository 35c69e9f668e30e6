import { endpoints } from '@carbonmarket/domain/contract';
import type { CreditKind } from '@carbonmarket/domain';
import { endpointQuery } from '../../../lib/query/endpointQuery';
import { pagedQuery } from '../../../lib/query/pagedQuery';

/** Sales per page: more than a phone's screen holds below the holdings. */
const SALES_PAGE_SIZE = 10;

/**
 * The member's carbon credits: the tons by kind and the holdings of each kind (one definition for
 * the page's hook and the fetch that starts with its code).
 */
export const holdingsQuery = () => endpointQuery(endpoints.credits.holdings, {});

/** The member's sales, newest first, a page at a time. */
export const salePagesQuery = () =>
  pagedQuery(endpoints.credits.sales, { pageSize: SALES_PAGE_SIZE });

/** One holding with whether it may be sold now and the payout delay of a sale. */
export const holdingDetailQuery = (projectId: number, kind: CreditKind) =>
  endpointQuery(endpoints.credits.detail, { projectId, kind });
