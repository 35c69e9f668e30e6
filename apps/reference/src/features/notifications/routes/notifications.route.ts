import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { unreadNotificationsQuery } from '../../../shared/notifications/unreadNotifications';
import { notificationPagesQuery } from '../api/notificationQueries';

/** The member's notifications; opening one marks it read and links to what it is about. */
export const notificationsRoute = defineRoute({
  name: 'notifications',
  path: '/pages/profile/notifications',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profile' },
  page: 'src/features/notifications/routes/NotificationsRoute.tsx',
  texts: 'profile',
  data: (_query, { lang }) => [notificationPagesQuery(lang), unreadNotificationsQuery(lang)],
  doc: {
    title: 'notifications',
    shows:
      "the member's notifications by day, unread marked; opening one marks it read and links to its order, withdrawals, fund records or news post; mark all read",
  },
});
