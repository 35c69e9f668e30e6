import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

const page = 'src/features/onboarding/routes/StartRoute.tsx';
const doc = {
  title: 'start',
  shows: 'the welcome: log in, register, continue as a guest',
};

/** The way in, at the site's root. */
export const startRoute = defineRoute({
  name: 'start',
  path: '/',
  access: 'signedOut',
  query: z.object({}),
  page,
  texts: 'onboarding',
  drawn: { by: 'build', file: 'pages/start.html' },
  doc,
});

/** The same welcome at the original app's address for it. */
export const startAliasRoute = defineRoute({
  name: 'startAlias',
  path: '/pages/index/start',
  access: 'signedOut',
  query: z.object({}),
  page,
  texts: 'onboarding',
  drawn: { by: 'build', file: 'pages/start-alias.html' },
  doc: { ...doc, title: 'start (its other address)' },
});
