import { ORDER_STATUSES } from '@carbonmarket/domain';
import type { OrderStatus } from '@carbonmarket/domain';

/** The tab the orders page opens on without `?status=`: the first, Applying (spec order). */
export const DEFAULT_ORDERS_TAB: OrderStatus = ORDER_STATUSES[0];

/** The tab an address asks for, or the default one. */
export const ordersTab = (status: OrderStatus | undefined): OrderStatus =>
  status ?? DEFAULT_ORDERS_TAB;
