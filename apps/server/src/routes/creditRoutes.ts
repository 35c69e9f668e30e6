import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/** The member's carbon credits: holdings, one holding, selling, and the sales made. */
export const creditRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { credits } = services.market;
  mountEndpoint(
    app,
    endpoints.credits.holdings,
    ({ lang }, { viewer }) => credits.holdings(memberOf(viewer).memberId, lang),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.credits.detail,
    ({ projectId, kind, lang }, { viewer, now }) =>
      credits.holdingDetail(memberOf(viewer).memberId, projectId, kind, now, lang),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.credits.sell,
    (input, { viewer, now }) => credits.sell(memberOf(viewer).memberId, input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.credits.sales,
    (input, { viewer }) => credits.sales(memberOf(viewer).memberId, input),
    services.mount,
  );
};
