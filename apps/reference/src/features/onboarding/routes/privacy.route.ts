import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** The privacy policy. */
export const privacyRoute = defineRoute({
  name: 'privacy',
  path: '/pages/other/privacy',
  access: 'anyone',
  query: z.object({}),
  parent: { route: 'settings' },
  page: 'src/features/onboarding/routes/PrivacyRoute.tsx',
  texts: 'onboarding',
  doc: { title: 'privacy', shows: 'the privacy policy' },
});
