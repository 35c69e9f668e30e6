import type { FastifyPluginAsync } from 'fastify';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';
import { notify } from '../content/notificationService';

/**
 * The operator's content tools: preview, publish and delete news, send notifications, see open
 * sockets.
 */
export const adminContentRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const news = services.news;
  mountEndpoint(
    app,
    adminEndpoints.publishNews,
    (draft, { now }) => news.publish(draft, now),
    services.mount,
  );
  // The same texts publishing stores, stored nowhere: it changes nothing, so it is not audited.
  mountEndpoint(app, adminEndpoints.previewNews, (draft) => news.preview(draft), services.mount);
  mountEndpoint(app, adminEndpoints.deleteNews, ({ id }) => news.remove(id), services.mount);
  mountEndpoint(
    app,
    adminEndpoints.publishNotification,
    ({ memberId, title, body, target }, { now }) =>
      notify(services, memberId, { title, body }, { now, ...(target ? { about: target } : {}) }),
    services.mount,
  );
  mountEndpoint(
    app,
    adminEndpoints.socketStatus,
    ({ memberId }) => ({ memberId, open: services.events.listeners(memberId) }),
    services.mount,
  );
};
