import type { ReactNode } from 'react';
import { loadAreaTexts } from '@carbonmarket/ui';
import type { TextArea } from '@carbonmarket/ui';
import { i18n } from '../../lib/services';
import type { RouteDeclaration } from '../../shared/routing/defineRoute';

/** A route's component, whichever route: the router hands it the query its route parsed. */
export type PageComponent = (props: { query: never }) => ReactNode;
/** Loads a page: its component (its own chunk), with its area's strings beside it. */
export type PageLoader = () => Promise<PageComponent>;

/**
 * Every page module of the app, each its own lazily loaded chunk, by the name a route declares
 * (`src/features/<area>/routes/<Name>Route.tsx`): a page module exports its component under the
 * file's name.
 */
const modules = import.meta.glob<Record<string, PageComponent>>(
  '../../features/*/routes/*Route.tsx',
);

/** `../../features/home/routes/HomeRoute.tsx` as routes name it: `src/features/home/routes/HomeRoute.tsx`. */
const moduleName = (key: string) => `src/${key.replace(/^(\.\.\/)+/, '')}`;
const byName = new Map(Object.entries(modules).map(([key, load]) => [moduleName(key), load]));

/** The page modules' names, for the test that holds every route to one. */
export const pageModuleNames = (): string[] => [...byName.keys()];

const loaders = new Map<string, PageLoader>();

/**
 * The loader of a page module (one per module: routes that share a page share it): the module's
 * chunk and, when given, the design system's strings of its area (ADR 022), in parallel.
 */
export function pageLoader(module: string, texts?: TextArea): PageLoader {
  const known = loaders.get(module);
  if (known) return known;
  const load = byName.get(module);
  if (!load) throw new Error(`No page module ${module}`);
  const exportName = module.replace(/^.*\//, '').replace(/\.tsx$/, '');
  const loader: PageLoader = async () => {
    const [loaded] = await Promise.all([load(), texts ? loadAreaTexts(i18n, texts) : null]);
    const component = loaded[exportName];
    if (!component) throw new Error(`${module} exports no ${exportName}`);
    return component;
  };
  loaders.set(module, loader);
  return loader;
}

/** The page of a route: its own, or the plain "on its way" page of a pending route. */
export const routePage = (route: RouteDeclaration): PageLoader =>
  route.pending
    ? pageLoader('src/features/shell/routes/PendingRoute.tsx')
    : pageLoader(route.page, route.texts);

/** Any address the app does not know. */
export const notFoundPage: PageLoader = pageLoader('src/features/shell/routes/NotFoundRoute.tsx');
