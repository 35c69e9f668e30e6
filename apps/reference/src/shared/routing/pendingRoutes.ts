import type { RouteName } from './routes';

/**
 * The routes whose pages later releases build. The route table (`app/routes/routeTable.ts`) serves
 * each with the plain "on its way" page, and `pageHref` gives no address for them, so no entry of
 * the app leads there. To build one, take it off this list and give it a loader in the table.
 */
export const PENDING_ROUTES = [
  'footprintResult',
  'withdrawalPassword',
  'bankCard',
  'fundRecords',
  'apply',
  'withdraw',
  'news',
  'newsDetail',
  'loginPassword',
  'profileEdit',
  'avatarCropper',
] as const satisfies readonly RouteName[];

export type PendingRouteName = (typeof PENDING_ROUTES)[number];
/** A route whose page the app has. */
export type BuiltRouteName = Exclude<RouteName, PendingRouteName>;

const pending: ReadonlySet<RouteName> = new Set(PENDING_ROUTES);

/** Whether the route's page is still to be built. */
export const isPendingRoute = (name: RouteName): name is PendingRouteName => pending.has(name);
