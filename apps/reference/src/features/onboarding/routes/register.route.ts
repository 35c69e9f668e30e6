import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { nextPage } from './signInQuery';

/** A personal or corporate account. */
export const registerRoute = defineRoute({
  name: 'register',
  path: '/pages/register/index',
  access: 'notMember',
  // `?code=`: the invitation code of a shared link; `?next=`: where the new member goes.
  query: z.object({ code: z.string().optional(), next: nextPage }),
  beforeFaq: true,
  page: 'src/features/onboarding/routes/RegisterRoute.tsx',
  texts: 'onboarding',
  drawn: { by: 'build', file: 'pages/register.html' },
  doc: { title: 'register', shows: 'a personal or corporate account' },
});
