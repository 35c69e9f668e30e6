import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** A withdrawal to the saved bank account or PayNow: a later release builds its page. */
export const withdrawRoute = defineRoute({
  name: 'withdraw',
  path: '/pages/profile/withdraw',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profile' },
  pending: true,
  doc: { title: 'withdraw', shows: 'a withdrawal to the saved bank account or PayNow' },
});
