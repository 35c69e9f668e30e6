import type { FastifyPluginAsync } from 'fastify';
import {
  adminDeleteNews,
  adminPublishNews,
  adminPublishNotification,
  adminSocketStatus,
} from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import { notify } from '../content/notificationService';

/** The operator's content tools: publish and delete news, send notifications, see open sockets. */
export const adminContentRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const news = services.news;
  mountEndpoint(
    app,
    adminPublishNews,
    (draft, { now }) => news.publish(draft, now),
    services.mount,
  );
  mountEndpoint(app, adminDeleteNews, ({ id }) => news.remove(id), services.mount);
  mountEndpoint(
    app,
    adminPublishNotification,
    ({ memberId, title, body }, { now }) => notify(services, memberId, { title, body }, { now }),
    services.mount,
  );
  mountEndpoint(
    app,
    adminSocketStatus,
    ({ memberId }) => ({ memberId, open: services.events.listeners(memberId) }),
    services.mount,
  );
};
