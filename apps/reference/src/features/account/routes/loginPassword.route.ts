import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** The login password, changed with the current one. */
export const loginPasswordRoute = defineRoute({
  name: 'loginPassword',
  path: '/pages/profile/loginpwd',
  access: 'member',
  query: z.object({}),
  parent: { route: 'settings' },
  page: 'src/features/account/routes/LoginPasswordRoute.tsx',
  texts: 'profile',
  // The form needs nothing of the member's: the server draws it as it is.
  data: () => [],
  drawn: { by: 'request' },
  doc: {
    title: 'login password',
    shows:
      'changing it with the current one, its rules ticked as typed; every other device is logged out',
  },
});
