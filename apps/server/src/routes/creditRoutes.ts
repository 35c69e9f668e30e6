import type { FastifyPluginAsync } from 'fastify';
import { creditHoldingDetail, creditHoldings, creditSales, creditSell } from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** The member's carbon credits: holdings, one holding, selling, and the sales made. */
export const creditRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { credits } = services.market;
  mountEndpoint(
    app,
    creditHoldings,
    (_input, { viewer }) => credits.holdings(memberOf(viewer).memberId),
    services.mount,
  );
  mountEndpoint(
    app,
    creditHoldingDetail,
    ({ projectId, kind }, { viewer, now }) =>
      credits.holdingDetail(memberOf(viewer).memberId, projectId, kind, now),
    services.mount,
  );
  mountEndpoint(
    app,
    creditSell,
    (input, { viewer, now }) => credits.sell(memberOf(viewer).memberId, input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    creditSales,
    (input, { viewer }) => credits.sales(memberOf(viewer).memberId, input),
    services.mount,
  );
};
