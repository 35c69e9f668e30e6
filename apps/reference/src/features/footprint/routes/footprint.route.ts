import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { footprintQuestionsQuery } from '../api/footprintQueries';

/** The carbon-footprint questionnaire (a path of ours: the spec names only the result's). */
export const footprintRoute = defineRoute({
  name: 'footprint',
  path: '/pages/profile/footprint',
  // Guests take it too: their result belongs to their guest session (footprint endpoints).
  access: 'visitor',
  query: z.object({}),
  parent: { route: 'home' },
  page: 'src/features/footprint/routes/FootprintRoute.tsx',
  texts: 'footprint',
  data: (_query, { lang }) => [footprintQuestionsQuery(lang)],
  doc: {
    title: 'footprint questionnaire',
    shows: 'the carbon-footprint questions: home energy, transport, flights, diet',
  },
});
