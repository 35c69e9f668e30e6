import type { FastifyInstance } from 'fastify';
import { orderBook, orderBuy, orderDetail, orderList, orderPayFinal } from '@carbonmarket/domain';
import type { Services } from '../app';
import { mountEndpoint } from '../http/mountEndpoint';
import type { RequestViewer } from '../http/mountEndpoint';
import { marketServiceFor } from '../market/marketService';

/** The member behind a member-only endpoint (mountEndpoint has already refused everyone else). */
export const memberOf = (viewer: RequestViewer | null): number => {
  if (!viewer) throw new Error('member endpoint reached without a viewer');
  return viewer.memberId;
};

/** Buying, booking presales, paying their final amount, and the member's orders. */
export function registerOrderRoutes(app: FastifyInstance, services: Services): void {
  const { orders, presales } = marketServiceFor(services);
  mountEndpoint(
    app,
    orderBuy,
    (input, { viewer, now }) => orders.buy(memberOf(viewer), input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    orderBook,
    (input, { viewer, now }) => orders.book(memberOf(viewer), input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    orderPayFinal,
    ({ orderId }, { viewer, now }) => {
      const memberId = memberOf(viewer);
      presales.payFinal(memberId, orderId, now);
      return orders.result(memberId, orderId);
    },
    services.mount,
  );
  mountEndpoint(
    app,
    orderList,
    (input, { viewer, now }) => orders.list(memberOf(viewer), input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    orderDetail,
    ({ id }, { viewer, now }) => orders.detail(memberOf(viewer), id, now),
    services.mount,
  );
}
