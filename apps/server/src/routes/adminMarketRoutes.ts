import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';

/** The operator's side of the market: projects, presale final terms, settling and forfeiting now. */
export const adminMarketRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const market = services.market;
  mountEndpoint(
    app,
    endpoints.admin.createProject,
    (input, { now }) => market.createProject(input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.admin.setProjectStatus,
    ({ id, status }, { now }) => market.setProjectStatus(id, status, now),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.admin.setPresaleFinal,
    ({ id, finalUnitPrice, finalTons }, { now }) => {
      const ordersMoved = market.setPresaleFinal(id, { finalUnitPrice, finalTons }, now);
      return { project: market.projects.detail(id, null, now), ordersMoved };
    },
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.admin.settleSales,
    (_input, { now }) => ({ settled: market.settleDueSales(now) }),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.admin.settleSale,
    ({ id }, { now }) => market.settleSale(id, now),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.admin.forfeitBookings,
    (_input, { now }) => ({ forfeited: market.forfeitOverdueBookings(now) }),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.admin.marketDue,
    (_input, { now }) => market.listDue(now),
    services.mount,
  );
};
