import { useInfiniteQuery } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@carbonmarket/domain';
import type { Locale } from '@carbonmarket/ui';
import { pagedListOf } from '../../../shared/data/pagedList';
import { orderPagesQuery } from './orderQueries';

/**
 * The pages of the member's orders of one status (one tab), in `lang`; nothing is fetched unless
 * `enabled`.
 */
export function useOrderPages(status: OrderStatus, lang: Locale, enabled: boolean) {
  return pagedListOf<Order>(useInfiniteQuery(orderPagesQuery(status, lang, enabled)));
}
