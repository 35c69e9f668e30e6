import type { FastifyPluginAsync } from 'fastify';
import {
  adminCreateProject,
  adminForfeitBookings,
  adminMarketDue,
  adminSetPresaleFinal,
  adminSetProjectStatus,
  adminSettleSales,
} from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';

/** The operator's side of the market: projects, presale final terms, settling and forfeiting now. */
export const adminMarketRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const market = services.market;
  mountEndpoint(
    app,
    adminCreateProject,
    (input, { now }) => market.createProject(input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    adminSetProjectStatus,
    ({ id, status }, { now }) => market.setProjectStatus(id, status, now),
    services.mount,
  );
  mountEndpoint(
    app,
    adminSetPresaleFinal,
    ({ id, finalUnitPrice, finalTons }, { now }) => {
      const ordersMoved = market.setPresaleFinal(id, { finalUnitPrice, finalTons }, now);
      return { project: market.projects.detail(id, null, now), ordersMoved };
    },
    services.mount,
  );
  mountEndpoint(
    app,
    adminSettleSales,
    (_input, { now }) => ({ settled: market.settleDueSales(now) }),
    services.mount,
  );
  mountEndpoint(
    app,
    adminForfeitBookings,
    (_input, { now }) => ({ forfeited: market.forfeitOverdueBookings(now) }),
    services.mount,
  );
  mountEndpoint(app, adminMarketDue, (_input, { now }) => market.listDue(now), services.mount);
};
