import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** Buying, booking presales, paying their final amount, and the member's orders. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { orders, presales } = services.market;
  mountEndpoint(
    app,
    endpoints.orders.buy,
    (input, { viewer, now }) => orders.buy(memberOf(viewer).memberId, input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.orders.book,
    (input, { viewer, now }) => orders.book(memberOf(viewer).memberId, input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.orders.payFinal,
    async ({ orderId, lang }, { viewer, now }) => {
      const memberId = memberOf(viewer).memberId;
      await presales.payFinal(memberId, orderId, now);
      return orders.result(memberId, orderId, lang);
    },
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.orders.list,
    (input, { viewer, now }) => orders.list(memberOf(viewer).memberId, input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.orders.detail,
    ({ id, lang }, { viewer, now }) => orders.detail(memberOf(viewer).memberId, id, now, lang),
    services.mount,
  );
};
