import { z } from 'zod';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { newsArticleQuery } from '../api/newsQueries';

/**
 * One article. Not drawn by the server: its rich text is sanitised again in the browser before it
 * is shown, so the browser draws it.
 */
export const newsDetailRoute = defineRoute({
  name: 'newsDetail',
  path: '/pages/news/info',
  access: 'anyone',
  query: z.object({ id: idParam }),
  parent: { route: 'news' },
  page: 'src/features/news/routes/NewsDetailRoute.tsx',
  texts: 'news',
  data: ({ id }, { lang }) => [newsArticleQuery(id, lang)],
  doc: { title: 'news item', shows: 'one article: title, date, picture and its rich text' },
});
