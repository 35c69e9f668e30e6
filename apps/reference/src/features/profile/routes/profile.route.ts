import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { balancesQuery } from '../../../shared/wallet/balances';
import { memberProfileQuery } from '../../../shared/account/memberProfile';
import { unreadNotificationsQuery } from '../../../shared/notifications/unreadNotifications';

/** The third tab: a member's hub; guests and signed-out visitors get the ways in. */
export const profileRoute = defineRoute({
  name: 'profile',
  path: '/pages/profile/index',
  access: 'anyone',
  query: z.object({}),
  tab: 'profile',
  page: 'src/features/profile/routes/ProfileRoute.tsx',
  texts: 'profile',
  data: (_query, { lang, status }) =>
    status === 'member'
      ? [memberProfileQuery(), balancesQuery(), unreadNotificationsQuery(lang)]
      : [],
  drawn: { by: 'request' },
  doc: {
    title: 'profile (tab 2)',
    shows:
      "the member's hub (who, balances, orders, credits, settings, about, log out); others: register or log in",
  },
});
