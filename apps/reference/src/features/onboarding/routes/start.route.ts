import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/** What the welcome's two addresses share. */
const welcome = {
  access: 'signedOut',
  query: z.object({}),
  page: 'src/features/onboarding/routes/StartRoute.tsx',
  texts: 'onboarding',
} as const;
const doc = {
  title: 'start',
  shows: 'the welcome: log in, register, continue as a guest',
};

/** The way in, at the site's root. */
export const startRoute = defineRoute({
  name: 'start',
  path: '/',
  ...welcome,
  drawn: { by: 'build', file: 'pages/start.html' },
  doc,
});

/** The same welcome at the original app's address for it. */
export const startAliasRoute = defineRoute({
  name: 'startAlias',
  path: '/pages/index/start',
  ...welcome,
  drawn: { by: 'build', file: 'pages/start-alias.html' },
  doc: { ...doc, title: 'start (its other address)' },
});
