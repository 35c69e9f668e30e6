import { describe, expect, it } from 'vitest';
import { notFoundRoute, routeLoaderFor, routeTable, tabOf } from './routeTable';
import { paths } from '../../shared/routing/paths';
import { PENDING_ROUTES, isPendingRoute } from '../../shared/routing/pendingRoutes';

describe('route table', () => {
  it('has one route for every path of the spec, with its exact path', () => {
    expect(routeTable.map((route) => route.path)).toEqual(Object.values(paths));
    for (const route of routeTable) expect(typeof route.load).toBe('function');
  });

  it('serves the pending routes, and only those, with the one "on its way" page', () => {
    const pendingPage = routeTable.find((route) => route.name === PENDING_ROUTES[0])?.load;
    const served = routeTable.filter((route) => route.load === pendingPage);
    expect(served.map((route) => route.name)).toEqual(
      routeTable.map((route) => route.name).filter(isPendingRoute),
    );
    expect(served).toHaveLength(PENDING_ROUTES.length);
  });

  it('serves / and /pages/index/start with the same screen', () => {
    const load = (path: string) => routeTable.find((route) => route.path === path)?.load;
    expect(load('/')).toBe(load('/pages/index/start'));
  });

  it('shows the tab bar on the three tab routes only', () => {
    const withTabs = routeTable.filter((route) => tabOf(route.path) !== null);
    expect(withTabs.map((route) => [route.path, tabOf(route.path)])).toEqual([
      ['/pages/index/index', 'home'],
      ['/pages/profile/index', 'profile'],
      ['/pages/project/index', 'project'],
    ]);
    expect(tabOf('/pages/project/index/')).toBe('project');
  });

  it('finds the loader of the first page to start before rendering', () => {
    const home = routeTable.find((route) => route.name === 'home')?.load;
    expect(routeLoaderFor('/pages/index/index')).toBe(home);
    expect(routeLoaderFor('/pages/index/index/')).toBe(home);
    expect(routeLoaderFor('/')).toBe(routeTable.find((route) => route.name === 'start')?.load);
    expect(routeLoaderFor('/pages/nowhere')).toBe(notFoundRoute);
  });
});
