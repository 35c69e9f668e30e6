import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { footprintResultQuery, retiredTonsQuery } from '../api/footprintQueries';

/** The visitor's carbon footprint and the tons to offset it. */
export const footprintResultRoute = defineRoute({
  name: 'footprintResult',
  path: '/pages/profile/result',
  // Guests see their own result; buying to offset it asks them to register.
  access: 'visitor',
  query: z.object({}),
  parent: { route: 'profile' },
  page: 'src/features/footprint/routes/FootprintResultRoute.tsx',
  texts: 'footprint',
  data: (_query, { lang, status }) => [
    footprintResultQuery(lang),
    ...(status === 'member' ? [retiredTonsQuery()] : []),
  ],
  drawn: { by: 'request' },
  doc: {
    title: 'footprint result',
    shows:
      'the yearly footprint by part against the Singapore and world averages, the tons retired this year, and the purchase that offsets it',
  },
});
