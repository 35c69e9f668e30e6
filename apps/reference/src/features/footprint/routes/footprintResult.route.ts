import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** The carbon footprint and the tons to offset it: a later release builds its page. */
export const footprintResultRoute = defineRoute({
  name: 'footprintResult',
  path: '/pages/profile/result',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profile' },
  pending: true,
  doc: { title: 'footprint result', shows: 'the carbon footprint and the tons to offset it' },
});
