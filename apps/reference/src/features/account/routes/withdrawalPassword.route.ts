import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { memberProfileQuery } from '../../../shared/account/memberProfile';

/** The withdrawal password: set once, then changed with the current one. */
export const withdrawalPasswordRoute = defineRoute({
  name: 'withdrawalPassword',
  path: '/pages/profile/withdpwd',
  access: 'member',
  query: z.object({}),
  parent: { route: 'settings' },
  page: 'src/features/account/routes/WithdrawalPasswordRoute.tsx',
  texts: 'profile',
  data: () => [memberProfileQuery()],
  drawn: { by: 'request' },
  doc: {
    title: 'withdrawal password',
    shows: 'setting it once, then changing it with the current one, its rules ticked as typed',
  },
});
