import type { FastifyInstance } from 'fastify';
import { creditHoldingDetail, creditHoldings, creditSales, creditSell } from '@carbonmarket/domain';
import type { Services } from '../app';
import { mountEndpoint } from '../http/mountEndpoint';
import { marketServiceFor } from '../market/marketService';
import { memberOf } from './orderRoutes';

/** The member's carbon credits: holdings, one holding, selling, and the sales made. */
export function registerCreditRoutes(app: FastifyInstance, services: Services): void {
  const { credits } = marketServiceFor(services);
  mountEndpoint(
    app,
    creditHoldings,
    (_input, { viewer }) => credits.holdings(memberOf(viewer)),
    services.mount,
  );
  mountEndpoint(
    app,
    creditHoldingDetail,
    ({ projectId, kind }, { viewer, now }) =>
      credits.holdingDetail(memberOf(viewer), projectId, kind, now),
    services.mount,
  );
  mountEndpoint(
    app,
    creditSell,
    (input, { viewer, now }) => credits.sell(memberOf(viewer), input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    creditSales,
    (input, { viewer }) => credits.sales(memberOf(viewer), input),
    services.mount,
  );
}
