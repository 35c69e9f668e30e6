import type { FastifyInstance } from 'fastify';
import { newsDetail, newsList } from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';
import type { Services } from '../app';
import { createNewsService } from '../content/newsService';

/** News for everyone: the list, newest first, and one post. */
export function registerNewsRoutes(app: FastifyInstance, services: Services): void {
  const news = createNewsService(services.db);
  mountEndpoint(
    app,
    newsList,
    ({ lang, page, pageSize }, { now }) => news.list(lang, { page, pageSize }, now),
    services.mount,
  );
  mountEndpoint(
    app,
    newsDetail,
    ({ id, lang }, { now }) => news.detail(id, lang, now),
    services.mount,
  );
}
