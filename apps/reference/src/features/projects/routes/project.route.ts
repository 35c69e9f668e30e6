import { z } from 'zod';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { projectDetailQuery } from '../api/projectQueries';

/** One project's overview. */
export const projectRoute = defineRoute({
  name: 'project',
  path: '/pages/project/project',
  access: 'anyone',
  query: z.object({ id: idParam }),
  parent: { route: 'projects' },
  page: 'src/features/projects/routes/ProjectRoute.tsx',
  texts: 'projectPages',
  data: ({ id }, { lang }) => [projectDetailQuery(id, lang)],
  drawn: { by: 'request' },
  doc: {
    title: 'project',
    shows:
      'the overview a buyer decides on: picture, key facts, progress, price, and what the viewer may do (or why not)',
  },
});
