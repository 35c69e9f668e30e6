import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '@carbonmarket/domain/contract';
import { mountEndpoint } from '../http/mountEndpoint';

/** News for everyone: the list, newest first, and one post. */
export const newsRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const news = services.news;
  mountEndpoint(
    app,
    endpoints.news.list,
    ({ lang, page, pageSize }, { now }) => news.list(lang, { page, pageSize }, now),
    services.mount,
  );
  mountEndpoint(
    app,
    endpoints.news.detail,
    ({ id, lang }, { now }) => news.detail(id, lang, now),
    services.mount,
  );
};
