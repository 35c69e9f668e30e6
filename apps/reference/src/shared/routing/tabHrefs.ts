import { TAB_KEYS } from './defineRoute';
import type { TabKey } from './defineRoute';
import { registeredRoutes } from './routeRegistry';

/** The addresses of the three tabs, by tab: the routes that declare a `tab`. */
export function tabHrefs(): Record<TabKey, string> {
  const routes = registeredRoutes();
  const entries = TAB_KEYS.map((tab) => {
    const route = routes.find((candidate) => candidate.tab === tab);
    if (!route) throw new Error(`No route shows the ${tab} tab`);
    return [tab, route.path] as const;
  });
  return Object.fromEntries(entries) as Record<TabKey, string>;
}
