import type { RouteName } from '../../shared/routing/routes';

export interface SignedInPage {
  /** The route. */
  route: RouteName;
  /** The route's module (a key of Vite's manifest): its chunks are preloaded by the page. */
  routeModule: string;
}

/**
 * The pages the server draws for a signed-in visitor with their data, before the JavaScript
 * (`renderSignedInPage.tsx`, ADR 027): the three tabs, where a visit lands after signing in.
 * Their queries are the route's prefetch (`routes/routeData.ts`); nothing on them counts down.
 */
export const signedInPages: readonly SignedInPage[] = [
  { route: 'home', routeModule: 'src/features/home/routes/HomeRoute.tsx' },
  { route: 'projects', routeModule: 'src/features/projects/routes/ProjectsRoute.tsx' },
  { route: 'profile', routeModule: 'src/features/profile/routes/ProfileRoute.tsx' },
];
