import type { FastifyPluginAsync } from 'fastify';
import { orderBook, orderBuy, orderDetail, orderList, orderPayFinal } from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** Buying, booking presales, paying their final amount, and the member's orders. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { orders, presales } = services.market;
  mountEndpoint(
    app,
    orderBuy,
    (input, { viewer, now }) => orders.buy(memberOf(viewer).memberId, input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    orderBook,
    (input, { viewer, now }) => orders.book(memberOf(viewer).memberId, input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    orderPayFinal,
    ({ orderId }, { viewer, now }) => {
      const memberId = memberOf(viewer).memberId;
      presales.payFinal(memberId, orderId, now);
      return orders.result(memberId, orderId);
    },
    services.mount,
  );
  mountEndpoint(
    app,
    orderList,
    (input, { viewer, now }) => orders.list(memberOf(viewer).memberId, input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    orderDetail,
    ({ id }, { viewer, now }) => orders.detail(memberOf(viewer).memberId, id, now),
    services.mount,
  );
};
