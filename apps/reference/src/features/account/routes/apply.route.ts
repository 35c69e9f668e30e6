import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** The plans, joining and renewing: a later release builds its page. */
export const applyRoute = defineRoute({
  name: 'apply',
  path: '/pages/profile/apply',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profile' },
  pending: true,
  doc: { title: 'membership', shows: 'the plans, joining and renewing' },
});
