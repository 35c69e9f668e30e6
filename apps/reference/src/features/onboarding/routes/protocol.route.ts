import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** The terms of service. */
export const protocolRoute = defineRoute({
  name: 'protocol',
  path: '/pages/other/protocol',
  access: 'anyone',
  query: z.object({}),
  parent: { route: 'settings' },
  page: 'src/features/onboarding/routes/TermsRoute.tsx',
  texts: 'onboarding',
  doc: { title: 'terms', shows: 'the terms of service' },
});
