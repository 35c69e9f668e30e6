import { z } from 'zod';
import { LISTED_PROJECT_STATUSES, PROJECT_TYPES } from '@carbonmarket/domain';
import { unreadNotificationsQuery } from '../../../shared/notifications/unreadNotifications';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { projectPagesQuery } from '../api/projectQueries';

/**
 * The second tab. `?status=` and `?type=`: the status and the type the list is filtered by (every
 * listed status, every type, when absent).
 */
export const projectsRoute = defineRoute({
  name: 'projects',
  path: '/pages/project/index',
  access: 'anyone',
  query: z.object({
    status: z.enum(LISTED_PROJECT_STATUSES).optional(),
    type: z.enum(PROJECT_TYPES).optional(),
  }),
  tab: 'project',
  page: 'src/features/projects/routes/ProjectsRoute.tsx',
  data: (filter, { lang, status }) => [
    projectPagesQuery(filter, lang),
    ...(status === 'member' ? [unreadNotificationsQuery(lang)] : []),
  ],
  drawn: { by: 'request' },
  doc: {
    title: 'projects (tab 1)',
    shows: 'the projects on the market, filtered by status and by type, a page at a time',
  },
});
