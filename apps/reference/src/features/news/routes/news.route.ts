import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** The news, a page at a time: a later release builds its page. */
export const newsRoute = defineRoute({
  name: 'news',
  path: '/pages/news/index',
  access: 'anyone',
  query: z.object({}),
  parent: { route: 'home' },
  pending: true,
  doc: { title: 'news', shows: 'the news, a page at a time' },
});
