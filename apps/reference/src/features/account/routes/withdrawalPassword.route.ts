import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** Setting or changing it: a later release builds its page. */
export const withdrawalPasswordRoute = defineRoute({
  name: 'withdrawalPassword',
  path: '/pages/profile/withdpwd',
  access: 'member',
  query: z.object({}),
  parent: { route: 'settings' },
  pending: true,
  doc: { title: 'withdrawal password', shows: 'setting or changing it' },
});
