import { z } from 'zod';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** One article: a later release builds its page. */
export const newsDetailRoute = defineRoute({
  name: 'newsDetail',
  path: '/pages/news/info',
  access: 'anyone',
  query: z.object({ id: idParam }),
  parent: { route: 'news' },
  pending: true,
  doc: { title: 'news item', shows: 'one article' },
});
