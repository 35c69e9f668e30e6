import { endpoints } from '@carbonmarket/domain/contract';
import type { OrderStatus } from '@carbonmarket/domain';
import type { Locale } from '@carbonmarket/ui';
import { pagedQuery } from '../../../lib/query/pagedQuery';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/** Orders per page: more than a phone's screen holds, so the first page fills it. */
const PAGE_SIZE = 10;

/*
 * The orders page's queries, one definition each for its hooks (`useOrderPages`,
 * `useOrderDetail`) and for the fetch that starts with the page's code (`prefetchOrders`). A
 * change of an order, pushed or in a reply, refreshes every query of the area
 * (`orderChanged` in `lib/query/cacheChanges.ts`).
 */

/**
 * The member's orders of one status (one tab), newest first, a page at a time, their projects'
 * names in `lang`. `enabled: false` for a guest, whom the page's guard offers to register instead
 * (the server would refuse them).
 */
export const orderPagesQuery = (status: OrderStatus, lang: Locale, enabled = true) =>
  pagedQuery(endpoints.orders.list, { pageSize: PAGE_SIZE, status, lang }, { enabled });

/** One of the member's orders, its project's name in `lang` (`enabled` as the list's). */
export const orderDetailQuery = (id: number, lang: Locale, enabled = true) =>
  endpointQuery(endpoints.orders.detail, { id, lang }, { enabled });
