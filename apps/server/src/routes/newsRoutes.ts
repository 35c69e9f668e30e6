import type { FastifyPluginAsync } from 'fastify';
import { newsDetail, newsList } from '@carbonmarket/domain';
import { mountEndpoint } from '../http/mountEndpoint';

/** News for everyone: the list, newest first, and one post. */
export const newsRoutes: FastifyPluginAsync = async (app) => {
  const { services } = app;
  const news = services.news;
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
};
