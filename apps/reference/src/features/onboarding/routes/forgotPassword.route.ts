import { z } from 'zod';
import { defineRoute } from '../../../shared/routing/defineRoute';

/**
 * A new password by an emailed code: the one page the original app's table lacks, placed beside
 * login.
 */
export const forgotPasswordRoute = defineRoute({
  name: 'forgotPassword',
  path: '/pages/login/forgot',
  access: 'anyone',
  query: z.object({ email: z.string().optional() }),
  parent: { route: 'login' },
  page: 'src/features/onboarding/routes/ForgotPasswordRoute.tsx',
  texts: 'onboarding',
  drawn: { by: 'build', file: 'pages/forgot-password.html' },
  doc: { title: 'forgot password', shows: 'a new password by an emailed code' },
});
