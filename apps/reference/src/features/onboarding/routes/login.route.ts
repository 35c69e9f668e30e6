import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';
import { nextPage } from './signInQuery';

/** Email and password, or a guest's way in. */
export const loginRoute = defineRoute({
  name: 'login',
  path: '/pages/login/index',
  access: 'notMember',
  // `?email=` prefills the field (the form validates it); `?next=` is where a sign-in goes.
  query: z.object({ email: z.string().optional(), next: nextPage }),
  beforeFaq: true,
  page: 'src/features/onboarding/routes/LoginRoute.tsx',
  texts: 'onboarding',
  drawn: { by: 'build', file: 'pages/login.html' },
  doc: { title: 'login', shows: 'email and password, or continue as a guest' },
});
