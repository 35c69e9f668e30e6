import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** The account withdrawals go to: a later release builds its page. */
export const bankCardRoute = defineRoute({
  name: 'bankCard',
  path: '/pages/profile/card',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profile' },
  pending: true,
  doc: { title: 'bank card', shows: 'the account withdrawals go to' },
});
