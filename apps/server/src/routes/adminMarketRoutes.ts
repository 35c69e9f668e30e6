import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import type { ServerConfig } from '../config';
import { mountEndpoint } from '../http/mountEndpoint';
import { mountUpload } from '../http/mountUpload';
import { acceptedImage } from '../uploads/acceptedImage';
import { uploadStoreFor } from '../uploads/uploadStoreFor';

/**
 * The operator's side of the market: projects (their pictures kept where the avatars are, and
 * served beside them), presale final terms, settling and forfeiting now.
 */
export const adminMarketRoutes: FastifyPluginAsync<Partial<Pick<ServerConfig, 'dataDir'>>> = async (
  app,
  config,
) => {
  const { services } = app;
  const market = services.market;
  const uploads = uploadStoreFor(services.data, services.clock, config);
  mountEndpoint(
    app,
    adminEndpoints.projects,
    (query) => market.projects.listAll(query),
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.projectTexts,
    ({ id }) => market.projects.storedTexts(id),
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.createProject,
    (input, { now }) => market.createProject(input, now),
    services.mount,
  );
  await mountUpload(
    app,
    adminEndpoints.uploadProjectPicture,
    async ({ bytes }) => {
      const { image, type } = await acceptedImage(bytes);
      return { imageUrl: await uploads.save(image, type) };
    },
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.updateProject,
    (input, { now }) => market.updateProject(input, now),
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.setProjectStatus,
    ({ id, status }, { now }) => market.setProjectStatus(id, status, now),
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.setPresaleFinal,
    async ({ id, finalUnitPrice, finalTons }, { now }) => {
      const ordersMoved = await market.setPresaleFinal(id, { finalUnitPrice, finalTons }, now);
      return { project: await market.projects.detail(id, null, now), ordersMoved };
    },
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.presaleFinalPreview,
    ({ id, finalUnitPrice, finalTons }) =>
      market.presales.presaleFinalPreview(id, { finalUnitPrice, finalTons }),
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.pendingSales,
    (query) => market.credits.pendingSalesQueue(query),
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.settleSales,
    async (_input, { now }) => ({ settled: await market.settleDueSales(now) }),
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.settleSale,
    ({ id }, { now }) => market.settleSale(id, now),
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.forfeitBookings,
    async (_input, { now }) => ({ forfeited: await market.forfeitOverdueBookings(now) }),
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.marketDue,
    (_input, { now }) => market.listDue(now),
    services.mount,
  );
};
