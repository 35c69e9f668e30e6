import { z } from 'zod';
import { idParam } from '@carbonmarket/domain/contract';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { projectDetailQuery } from '../api/projectQueries';

/** A project's full information; the same request as its overview (one cache entry for both). */
export const projectInfoRoute = defineRoute({
  name: 'projectInfo',
  path: '/pages/project/info',
  access: 'anyone',
  query: z.object({ id: idParam }),
  parent: { route: 'project', params: ({ id }) => ({ id }) },
  page: 'src/features/projects/routes/ProjectInfoRoute.tsx',
  texts: 'projectPages',
  data: ({ id }, { lang }) => [projectDetailQuery(id, lang)],
  doc: {
    title: 'project information',
    shows:
      "introduction, developer, standards, carbon facts, registry, goals, fact sheet, the selling window's countdown",
  },
});
