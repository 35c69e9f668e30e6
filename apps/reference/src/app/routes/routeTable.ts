import type { ReactNode } from 'react';
import { loadAreaTexts } from '@carbonmarket/ui';
import type { TextArea } from '@carbonmarket/ui';
import { i18n } from '../../lib/services';
import { paths, tabPaths } from '../../shared/routing/paths';
import type { TabKey } from '../../shared/routing/paths';
import type { RouteName } from '../../shared/routing/routes';
import { isPendingRoute } from '../../shared/routing/pendingRoutes';
import type { BuiltRouteName } from '../../shared/routing/pendingRoutes';
import type { RouteProps } from '../../shared/routing/routeProps';

/**
 * Loads a route's component: every route is its own lazily loaded chunk. The component takes the
 * route's parsed query (`RouteProps<N>`), or nothing.
 */
export type RouteLoader<N extends RouteName = RouteName> = () => Promise<
  (props: RouteProps<N>) => ReactNode
>;
/** A page that reads no query: the not-found page, the pending page. */
type PlainLoader = () => Promise<() => ReactNode>;

/**
 * A page whose English strings are an area's own part (ADR 022): its code and those strings
 * download side by side, and the page renders once both are in.
 */
const withTexts =
  (area: TextArea) =>
  <C>(load: () => Promise<C>) =>
  async (): Promise<C> =>
    (await Promise.all([load(), loadAreaTexts(i18n, area)]))[0];

const withOnboardingTexts = withTexts('onboarding');
const withOrdersTexts = withTexts('orders');
const withProjectPagesTexts = withTexts('projectPages');
const withProfileTexts = withTexts('profile');
const withCreditsTexts = withTexts('credits');

const start: PlainLoader = withOnboardingTexts(
  async () => (await import('../../features/onboarding/routes/StartRoute')).StartRoute,
);
/** Routes whose screens later releases build (`PENDING_ROUTES`): a plain "on its way" page, no tab bar, no data. */
const pending: PlainLoader = async () =>
  (await import('../../features/shell/routes/PendingRoute')).PendingRoute;

/**
 * The component of every route of `shared/routing/routes.ts` whose page the app has, by name; the
 * pending ones (`shared/routing/pendingRoutes.ts`) get the "on its way" page. The `satisfies`
 * makes a built route without a loader, a pending route with one, or a component whose props its
 * route's query does not give, a compile error.
 * To build a screen, take its route off `PENDING_ROUTES` and add its line here.
 */
const loaders = {
  start,
  startAlias: start,
  home: async () => (await import('../../features/home/routes/HomeRoute')).HomeRoute,
  faq: withOnboardingTexts(
    async () => (await import('../../features/onboarding/routes/FaqRoute')).FaqRoute,
  ),
  login: withOnboardingTexts(
    async () => (await import('../../features/onboarding/routes/LoginRoute')).LoginRoute,
  ),
  register: withOnboardingTexts(
    async () => (await import('../../features/onboarding/routes/RegisterRoute')).RegisterRoute,
  ),
  forgotPassword: withOnboardingTexts(
    async () =>
      (await import('../../features/onboarding/routes/ForgotPasswordRoute')).ForgotPasswordRoute,
  ),
  protocol: withOnboardingTexts(
    async () => (await import('../../features/onboarding/routes/TermsRoute')).TermsRoute,
  ),
  privacy: withOnboardingTexts(
    async () => (await import('../../features/onboarding/routes/PrivacyRoute')).PrivacyRoute,
  ),
  profile: withProfileTexts(
    async () => (await import('../../features/profile/routes/ProfileRoute')).ProfileRoute,
  ),
  about: withOnboardingTexts(
    async () => (await import('../../features/onboarding/routes/AboutRoute')).AboutRoute,
  ),
  settings: withOnboardingTexts(
    async () => (await import('../../features/profile/routes/SettingsRoute')).SettingsRoute,
  ),
  orders: withOrdersTexts(
    async () => (await import('../../features/orders/routes/OrdersRoute')).OrdersRoute,
  ),
  tons: withCreditsTexts(
    async () => (await import('../../features/credits/routes/CreditsRoute')).CreditsRoute,
  ),
  projects: async () =>
    (await import('../../features/projects/routes/ProjectsRoute')).ProjectsRoute,
  project: withProjectPagesTexts(
    async () => (await import('../../features/projects/routes/ProjectRoute')).ProjectRoute,
  ),
  projectInfo: withProjectPagesTexts(
    async () => (await import('../../features/projects/routes/ProjectInfoRoute')).ProjectInfoRoute,
  ),
  projectDetail: withProjectPagesTexts(
    async () => (await import('../../features/projects/routes/PurchaseRoute')).PurchaseRoute,
  ),
  presale: withProjectPagesTexts(
    async () => (await import('../../features/projects/routes/PresaleRoute')).PresaleRoute,
  ),
  sell: withCreditsTexts(
    async () => (await import('../../features/credits/routes/SellRoute')).SellRoute,
  ),
} satisfies { [N in BuiltRouteName]: RouteLoader<N> };

/** A loaded route component, whichever route: the router hands it the query its route parsed. */
export type AnyRouteLoader = () => Promise<(props: { query: never }) => ReactNode>;

export interface RouteEntry {
  name: RouteName;
  path: string;
  load: AnyRouteLoader;
}

/** The route table, in the order of `paths`. */
export const routeTable: readonly RouteEntry[] = (Object.keys(paths) as RouteName[]).map(
  (name) => ({ name, path: paths[name], load: isPendingRoute(name) ? pending : loaders[name] }),
);

/** Any address the app does not know. */
export const notFoundRoute: PlainLoader = async () =>
  (await import('../../features/shell/routes/NotFoundRoute')).NotFoundRoute;

/** The tab whose bar a path shows, or null: only the three tab routes have the tab bar. */
export function tabOf(pathname: string): TabKey | null {
  const route = pathname.replace(/\/+$/, '') || '/';
  const found = (Object.keys(tabPaths) as TabKey[]).find((tab) => tabPaths[tab] === route);
  return found ?? null;
}

/**
 * The loader of the route that owns `pathname` (a trailing slash ignored), or of the not-found
 * page: main.tsx starts it before the first render, so the first page's code downloads beside the
 * rest instead of after it.
 */
export function routeLoaderFor(pathname: string): AnyRouteLoader {
  const route = pathname.replace(/\/+$/, '') || '/';
  return (
    routeTable.find((entry) => entry.path.toLowerCase() === route.toLowerCase())?.load ??
    notFoundRoute
  );
}
