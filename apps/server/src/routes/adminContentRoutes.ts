import type { FastifyInstance } from 'fastify';
import {
  adminDeleteNews,
  adminPublishNews,
  adminPublishNotification,
  adminSocketStatus,
} from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import type { Services } from '../app';
import { createNewsService } from '../content/newsService';
import { notify } from '../content/notificationService';

/** The operator's content tools: publish and delete news, send notifications, see open sockets. */
export function registerAdminContentRoutes(app: FastifyInstance, services: Services): void {
  const news = createNewsService(services.db);
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
}
