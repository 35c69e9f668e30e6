import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** Guests and signed-out visitors get the language, the information pages and an invitation. */
export const settingsRoute = defineRoute({
  name: 'settings',
  path: '/pages/profile/setting',
  access: 'anyone',
  query: z.object({}),
  parent: { route: 'profile' },
  page: 'src/features/profile/routes/SettingsRoute.tsx',
  texts: 'onboarding',
  doc: { title: 'settings', shows: 'language, account links, log out' },
});
