import { useInfiniteQuery } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@carbonmarket/domain';
import { pagedListOf } from '../../../shared/data/pagedList';
import { orderPagesQuery } from './orderQueries';

/** The pages of the member's orders of one status (one tab); nothing is fetched unless `enabled`. */
export function useOrderPages(status: OrderStatus, enabled: boolean) {
  return pagedListOf<Order>(useInfiniteQuery(orderPagesQuery(status, enabled)));
}
