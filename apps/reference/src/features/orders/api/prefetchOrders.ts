import type { OrderStatus } from '@carbonmarket/domain';
import { queryClient } from '../../../lib/query/queryCache';
import { languageStore } from '../../../lib/services';
import { orderDetailQuery, orderPagesQuery } from './orderQueries';
import { ordersTab } from './ordersTab';

/**
 * Starts what the orders page shows while its code downloads and renders: the order of `?id=`,
 * or the first page of the tab the address names; its hooks find them under the same keys.
 */
export function prefetchOrders({ status, id }: { status?: OrderStatus; id?: number }): void {
  const lang = languageStore.get();
  if (id !== undefined) void queryClient.prefetchQuery(orderDetailQuery(id, lang));
  else void queryClient.prefetchInfiniteQuery(orderPagesQuery(ordersTab(status), lang));
}
