import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** The mission, how it works, how to get in touch. */
export const aboutRoute = defineRoute({
  name: 'about',
  path: '/pages/about/index',
  access: 'anyone',
  query: z.object({}),
  parent: { route: 'settings' },
  page: 'src/features/onboarding/routes/AboutRoute.tsx',
  texts: 'onboarding',
  doc: { title: 'about', shows: 'the mission, how it works, how to get in touch' },
});
