import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { memberOf } from './memberOf';

/**
 * The member's carbon credits: holdings, one holding, selling, and the sales made; retiring, the
 * retirements made and the tons retired.
 */
export const creditRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const { credits, retirements } = services.market;
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
  mountEndpoint(
    app,
    endpoints.credits.retire,
    (input, { viewer, now }) => retirements.retire(memberOf(viewer).memberId, input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.credits.retirements,
    (query, { viewer }) => retirements.list(memberOf(viewer).memberId, query),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.credits.retirement,
    ({ id, lang }, { viewer }) => retirements.one(memberOf(viewer).memberId, id, lang),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.credits.retired,
    (_input, { viewer, now }) => retirements.retired(memberOf(viewer).memberId, now),
    services.mount,
  );
};
