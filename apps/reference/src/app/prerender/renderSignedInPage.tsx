import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { PageDrawingRequest } from '@carbonmarket/domain/contract';
import { StaticRouter } from '../../lib/router/Router';
import { App } from '../App';
import { keepFirstPage } from '../firstPage';
import type { LoadedRoute } from '../firstPage';
import { loadDataLayer } from '../loadDataLayer';
import { guardRoute } from '../navigation/routeGuard';
import { parseRouteQuery, routeAt } from '../../shared/routing/routeRegistry';
import '../routes/routeTree';
import { routePage } from '../routes/pageModules';
import { prefetchRouteData } from '../routes/routeData';
import { writeDrawnData } from '../../lib/query/drawnData';
import { requestServices } from './requestServices';

/** One page to draw (the interface the server calls the renderer through). */
export type SignedInPageRequest = PageDrawingRequest<typeof fetch>;

export interface RenderedSignedInPage {
  /** The markup of `#root`. */
  html: string;
  /** styled-components' `<style>` tags for that markup. */
  styles: string;
  /** The data the page was drawn with (a dehydrated query cache, as JSON safe in a script). */
  data: string;
  /** The route's module (a key of Vite's manifest), whose chunks the page preloads. */
  routeModule: string;
  /** The time (ms) its clocks show: hydration draws them at the same moment. */
  drawnAt: number;
}

/**
 * Draws a signed-in visitor's page with their data, as their browser's first render will draw it
 * (ADR 027): the server sends it, and main.tsx hydrates it with the same data. Null when the
 * page's route is not drawn per request, the route would turn the visitor away or redirect, the
 * query does not parse, or a read failed: the server then sends the shell, and the app draws the
 * page itself.
 *
 * Each render has its own session, language, strings and cache (`requestServices`): renders of
 * several requests may load their data at the same time.
 */
export async function renderSignedInPage(
  request: SignedInPageRequest,
): Promise<RenderedSignedInPage | null> {
  const { pathname, search, language } = request;
  const route = routeAt(pathname);
  if (!route || route.pending || route.drawn?.by !== 'request') return null;
  const services = requestServices(request);
  const visitor = services.sessionStore.getSnapshot();
  if (guardRoute(visitor, route, { pathname, search }).kind !== 'allow') return null;
  if (parseRouteQuery(route, search) === null) return null;
  const load = routePage(route);
  const [layer, page] = await Promise.all([
    loadDataLayer(),
    load(),
    prefetchRouteData(services.queryClient, { pathname, search }, visitor, {
      lang: language,
      status: visitor.status,
    }),
  ]);
  // The page's code is kept as the first page's (as in the browser): it renders in one pass.
  keepFirstPage(layer.default, load, page as LoadedRoute);
  const queries = services.queryClient.getQueryCache().getAll();
  if (queries.some((query) => query.state.status !== 'success')) return null;
  const location = `${pathname}${search}`;
  const Router = ({ children }: { children?: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  const sheet = new ServerStyleSheet();
  const drawnAt = Date.now();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <App
            Router={Router}
            prerenderedDemo={request.demo}
            services={services}
            drawnAt={drawnAt}
          />
        </StrictMode>,
      ),
    );
    return {
      html,
      styles: sheet.getStyleTags(),
      data: writeDrawnData(services.queryClient),
      routeModule: route.page,
      drawnAt,
    };
  } finally {
    sheet.seal();
    services.queryClient.clear();
  }
}
