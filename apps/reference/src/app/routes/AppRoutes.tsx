import { Suspense, lazy, useMemo } from 'react';
import type { ComponentType } from 'react';
import { Route, Routes, useSearchParams } from 'react-router';
import type { RouteProps } from '../../shared/routing/routeProps';
import { notFoundRoute, routeTable } from './routeTable';
import type { RouteLoader } from './routeTable';

const lazyRoute = (load: RouteLoader) => lazy(async () => ({ default: await load() }));

// One lazy component per loader: aliases that share a loader share the component.
const components = new Map<RouteLoader, ComponentType<RouteProps>>();
const componentOf = (load: RouteLoader) => {
  let component = components.get(load);
  if (!component) {
    component = lazyRoute(load);
    components.set(load, component);
  }
  return component;
};
const NotFound = componentOf(notFoundRoute);

/** Renders a route component with the address's query parameters as its `query` prop. */
function WithQuery({ component: Component }: { component: ComponentType<RouteProps> }) {
  const [searchParams] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(searchParams), [searchParams]);
  return <Component query={query} />;
}

/**
 * The routes of spec section 2, each loaded on first visit. While a route's code loads, the
 * previous page stays on screen (navigations are transitions); on a cold start nothing shows
 * until the first page is ready.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={null}>
      <Routes>
        {routeTable.map(({ path, load }) => (
          <Route key={path} path={path} element={<WithQuery component={componentOf(load)} />} />
        ))}
        <Route path="*" element={<WithQuery component={NotFound} />} />
      </Routes>
    </Suspense>
  );
}
