import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { newsPagesQuery } from '../api/newsQueries';

/** The news, newest first, a page at a time. */
export const newsRoute = defineRoute({
  name: 'news',
  path: '/pages/news/index',
  access: 'anyone',
  query: z.object({}),
  parent: { route: 'home' },
  page: 'src/features/news/routes/NewsRoute.tsx',
  texts: 'news',
  data: (_query, { lang }) => [newsPagesQuery(lang)],
  drawn: { by: 'request' },
  doc: {
    title: 'news',
    shows: 'the news, newest first, with picture, summary and date, a page at a time',
  },
});
