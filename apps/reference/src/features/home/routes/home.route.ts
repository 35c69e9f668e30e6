import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { balancesQuery } from '../../../shared/wallet/balances';
import { unreadNotificationsQuery } from '../../../shared/notifications/unreadNotifications';
import { featuredProjectsQuery, latestNewsQuery } from '../api/homeQueries';

/** The first tab. */
export const homeRoute = defineRoute({
  name: 'home',
  path: '/pages/index/index',
  access: 'anyone',
  query: z.object({}),
  tab: 'home',
  page: 'src/features/home/routes/HomeRoute.tsx',
  data: (_query, { lang, status }) => [
    featuredProjectsQuery(lang),
    latestNewsQuery(lang),
    ...(status === 'member' ? [balancesQuery(), unreadNotificationsQuery(lang)] : []),
  ],
  drawn: { by: 'request' },
  doc: {
    title: 'home (tab 0)',
    shows:
      'balances (members) or an invitation (guests), featured projects, the footprint invitation, the latest news',
  },
});
