import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { loadLanguage } from '@carbonmarket/ui';
import type { Locale } from '@carbonmarket/ui';
import { StaticRouter } from '../../lib/router/Router';
import { App } from '../App';
import { loadFirstPage } from '../loadFirstPage';
import { guardRoute } from '../navigation/routeGuard';
import { parseRouteQuery, routeAt } from '../../shared/routing/routeRegistry';
import '../routes/routeTree';
import { i18n, languageStore, sessionStore } from '../../lib/services';
import type { SignInData } from '../../lib/session/sessionStore';
import { queryClient } from '../../lib/query/queryCache';
import { replaceTransport } from '../../lib/api/transport';
import { recordingInto } from '../../lib/api/firstReplies';
import type { FirstReplies } from '../../lib/api/firstReplies';
import { setDrawingTime } from '../../shared/time/drawingTime';

export interface SignedInPageRequest {
  pathname: string;
  /** The address's query, with its `?`, or empty. */
  search: string;
  /** The visitor's session, as a sign-in returns it. */
  session: SignInData;
  language: Locale;
  /** A demo server: the page has the demo notice. */
  demo: boolean;
  /** How the render reaches the API (and `config.json`): the server's own, in its process. */
  fetch: typeof fetch;
}

export interface RenderedSignedInPage {
  /** The markup of `#root`. */
  html: string;
  /** styled-components' `<style>` tags for that markup. */
  styles: string;
  /** The replies the page was drawn with, for the browser's first reads. */
  replies: FirstReplies;
  /** The route's module (a key of Vite's manifest), whose chunks the page preloads. */
  routeModule: string;
  /** The time (ms) its clocks show: hydration draws them at the same moment. */
  drawnAt: number;
}

/**
 * Draws a signed-in visitor's page with their data, as their browser's first render will draw it
 * (ADR 027): the server sends it, and main.tsx hydrates it with the same replies. Null when this
 * page is not one the server draws (its route is not declared `drawn: { by: 'request' }`), the route would turn the visitor away or
 * redirect, the query does not parse, or a reply failed: the server
 * then sends the shell, and the app draws the page itself.
 *
 * The app's services are one per process, as in a browser tab: renders take turns.
 */
export function renderSignedInPage(
  request: SignedInPageRequest,
): Promise<RenderedSignedInPage | null> {
  const turn = queue.then(() => renderNow(request));
  queue = turn.catch(() => undefined);
  return turn;
}

let queue: Promise<unknown> = Promise.resolve();

async function renderNow(request: SignedInPageRequest): Promise<RenderedSignedInPage | null> {
  const { pathname, search, session, language } = request;
  const route = routeAt(pathname);
  if (!route || route.pending || route.drawn?.by !== 'request') return null;
  const replies: FirstReplies = {};
  const restoreTransport = replaceTransport(() => recordingInto(replies, request.fetch));
  try {
    sessionStore.signIn(session);
    languageStore.set(language);
    if (guardRoute(sessionStore.getSnapshot(), route, { pathname, search }).kind !== 'allow')
      return null;
    if (parseRouteQuery(route, search) === null) return null;
    await loadLanguage(i18n, language);
    const settled = await loadFirstPage({ pathname, search }, { withData: true });
    const queries = queryClient.getQueryCache().getAll();
    if (!settled || queries.some((query) => query.state.status !== 'success')) return null;
    if (Object.values(replies).some((reply) => reply.status !== 200)) return null;
    const location = `${pathname}${search}`;
    const Router = ({ children }: { children?: ReactNode }) => (
      <StaticRouter location={location}>{children}</StaticRouter>
    );
    const sheet = new ServerStyleSheet();
    const drawnAt = Date.now();
    setDrawingTime(drawnAt);
    try {
      const html = renderToString(
        sheet.collectStyles(
          <StrictMode>
            <App Router={Router} prerenderedDemo={request.demo} />
          </StrictMode>,
        ),
      );
      return {
        html,
        styles: sheet.getStyleTags(),
        replies,
        routeModule: route.page,
        drawnAt,
      };
    } finally {
      setDrawingTime(null);
      sheet.seal();
    }
  } finally {
    restoreTransport();
    queryClient.clear();
    sessionStore.clear();
  }
}
