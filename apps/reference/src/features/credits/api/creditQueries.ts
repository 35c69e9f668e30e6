import { endpoints } from '@carbonmarket/domain/contract';
import type { CreditKind } from '@carbonmarket/domain';
import type { Locale } from '@carbonmarket/ui';
import { endpointQuery } from '../../../lib/query/endpointQuery';
import { pagedQuery } from '../../../lib/query/pagedQuery';

/** Sales per page: more than a phone's screen holds below the holdings. */
const SALES_PAGE_SIZE = 10;

/**
 * The member's carbon credits: the tons by kind and the holdings of each kind, their projects'
 * texts in `lang` (one definition for the page's hook and the fetch that starts with its code).
 */
export const holdingsQuery = (lang: Locale) => endpointQuery(endpoints.credits.holdings, { lang });

/** The member's sales, newest first, a page at a time, their projects' names in `lang`. */
export const salePagesQuery = (lang: Locale) =>
  pagedQuery(endpoints.credits.sales, { pageSize: SALES_PAGE_SIZE, lang });

/** Retirements per page: the newest few under the holdings, more as the member scrolls. */
const RETIREMENTS_PAGE_SIZE = 10;

/** The member's retirements, newest first, a page at a time, their projects' names in `lang`. */
export const retirementPagesQuery = (lang: Locale) =>
  pagedQuery(endpoints.credits.retirements, { pageSize: RETIREMENTS_PAGE_SIZE, lang });

/** One of the member's retirements, for its certificate, its project's name in `lang`. */
export const retirementQuery = (id: number, lang: Locale) =>
  endpointQuery(endpoints.credits.retirement, { id, lang });

/** One holding in `lang`, with whether it may be sold now and the payout delay of a sale. */
export const holdingDetailQuery = (projectId: number, kind: CreditKind, lang: Locale) =>
  endpointQuery(endpoints.credits.detail, { projectId, kind, lang });
