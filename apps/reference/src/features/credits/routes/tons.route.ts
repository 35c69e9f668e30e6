import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { holdingsQuery, retirementPagesQuery, salePagesQuery } from '../api/creditQueries';

/** The member's carbon credits. */
export const tonsRoute = defineRoute({
  name: 'tons',
  path: '/pages/profile/tons',
  access: 'member',
  query: z.object({}),
  parent: { route: 'profile' },
  page: 'src/features/credits/routes/CreditsRoute.tsx',
  texts: 'credits',
  data: (_query, { lang }) => [
    holdingsQuery(lang),
    retirementPagesQuery(lang),
    salePagesQuery(lang),
  ],
  drawn: { by: 'request' },
  doc: {
    title: 'carbon credits',
    shows:
      'the tons held (normal and presale) with their carbon detail, the retirements with their certificates, and the sales',
  },
});
