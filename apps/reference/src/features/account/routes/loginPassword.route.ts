import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** Changing it: a later release builds its page. */
export const loginPasswordRoute = defineRoute({
  name: 'loginPassword',
  path: '/pages/profile/loginpwd',
  access: 'member',
  query: z.object({}),
  parent: { route: 'settings' },
  pending: true,
  doc: { title: 'login password', shows: 'changing it' },
});
