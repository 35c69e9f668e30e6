import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { memberProfileQuery } from '../../../shared/account/memberProfile';

/** The member's details: names and mobile to change; email, IC number and account type fixed. */
export const profileEditRoute = defineRoute({
  name: 'profileEdit',
  path: '/pages/profile/profile',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profile' },
  page: 'src/features/account/routes/ProfileDetailsRoute.tsx',
  texts: 'profile',
  data: () => [memberProfileQuery()],
  drawn: { by: 'request' },
  doc: {
    title: 'profile details',
    shows:
      'the avatar, the names and mobile number to change (a company name too), and the email, IC number and account type, fixed',
  },
});
