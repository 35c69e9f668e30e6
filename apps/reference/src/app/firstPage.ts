import type { ComponentType } from 'react';
import type { PageLoader } from './routes/pageModules';

/** A route component as the router renders it: with the query its own route's schema parsed. */
export type LoadedRoute = ComponentType<{ query: unknown }>;

let dataLayer: ComponentType | null = null;
const routes = new Map<PageLoader, LoadedRoute>();

/**
 * Keeps the first page's code (`loadFirstPage`): the first render uses it as it is rather than
 * through `React.lazy`, which would suspend once even for code already loaded, and so could
 * neither hydrate a prerendered page nor render it on the server in one pass.
 */
export function keepFirstPage(layer: ComponentType, load: PageLoader, route: LoadedRoute) {
  dataLayer = layer;
  routes.set(load, route);
}

/** The data layer if the first page's code has been loaded. */
export const loadedDataLayer = (): ComponentType | null => dataLayer;

/** The component of the first page's route if its code has been loaded, or null. */
export const loadedRoute = (load: PageLoader): LoadedRoute | null => routes.get(load) ?? null;
