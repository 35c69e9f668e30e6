import { paths } from '../../shared/routing/paths';

export interface PublicPage {
  /** The address. */
  path: string;
  /** Where the build writes its HTML, under dist/. */
  file: string;
  /** The route's module (a key of Vite's manifest): its chunks are preloaded by the page. */
  routeModule: string;
}

const ROUTES = 'src/features/onboarding/routes';

/**
 * The pages the build prerenders: those anyone may open, that read nothing but the address and
 * whose first render needs no data. Each is written to `dist/<file>` and the server sends it for
 * its path (`dist/prerendered.json`).
 */
export const publicPages: readonly PublicPage[] = [
  { path: paths.start, file: 'pages/start.html', routeModule: `${ROUTES}/StartRoute.tsx` },
  {
    path: paths.startAlias,
    file: 'pages/start-alias.html',
    routeModule: `${ROUTES}/StartRoute.tsx`,
  },
  { path: paths.login, file: 'pages/login.html', routeModule: `${ROUTES}/LoginRoute.tsx` },
  { path: paths.register, file: 'pages/register.html', routeModule: `${ROUTES}/RegisterRoute.tsx` },
  {
    path: paths.forgotPassword,
    file: 'pages/forgot-password.html',
    routeModule: `${ROUTES}/ForgotPasswordRoute.tsx`,
  },
];
