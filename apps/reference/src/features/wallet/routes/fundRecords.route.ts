import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** Every change of the wallet: a later release builds its page. */
export const fundRecordsRoute = defineRoute({
  name: 'fundRecords',
  path: '/pages/profile/fundlogs',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profile' },
  pending: true,
  doc: { title: 'fund records', shows: 'every change of the wallet' },
});
