import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_COOKIES } from '@carbonmarket/domain';
import type { DrawnPageShape, PageRenderer } from '@carbonmarket/domain/contract';
import type { Session } from './auth/session';
import { tokenHash } from './auth/tokens';
import { createPageDrawingGate } from './pageDrawingGate';

/**
 * The app build's renderer of signed-in pages (`dist-server/serverRender.js`, ADR 027), as the
 * domain's `PageRenderer` describes it: the app's module is held to the same type.
 */
type SignedInRenderer = PageRenderer<DrawnPageShape, typeof fetch>;

/**
 * Pages drawn at once, and requests that may wait for a turn: past those, a page request gets the
 * shell at once (`pageDrawingGate.ts`), so a flood of page requests never makes a visitor wait.
 */
export const PAGE_DRAWING_LIMITS = { concurrent: 4, queued: 8 } as const;

/** What `prerendered.json` says of the signed-in pages: the renderer and the routes' templates. */
export interface SignedInBuild {
  /** The renderer module, relative to the static directory. */
  renderer: string;
  /** The HTML templates of each route module the renderer draws, by language. */
  templates: ReadonlyMap<string, Readonly<Partial<Record<'en' | 'cn', string>>>>;
}

/**
 * Draws the page at a request's address for the visitor its page cookie names, or null; `load`
 * is what its gate holds (drawings running and waiting), for tests and logs.
 */
export type SignedInPageDrawer = ((request: FastifyRequest) => Promise<string | null>) & {
  readonly load: { running: number; waiting: number };
};

/**
 * `fetch` answered by `app` itself (`inject`): how the renderer reads the API and `config.json`,
 * through every check a browser's request passes, without a socket.
 */
function fetchThrough(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const address = input instanceof Request ? input.url : String(input);
    const url = new URL(address, 'http://localhost');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const reply = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(reply.statusCode === 204 ? null : reply.payload, {
      status: reply.statusCode,
      headers: { 'content-type': String(reply.headers['content-type'] ?? 'text/plain') },
    });
  };
}

/**
 * Loads the app build's renderer of signed-in pages, if the build has one, and returns what draws
 * a page for a request: the page at its address, with the data of the visitor its session cookie
 * names, as the HTML document to send; null when there is no such visitor (no cookie, a revoked
 * or unknown token, a locked account), when the address or the session has had its share of
 * drawn pages, or the renderer does not draw that page for them (another
 * route, a redirect, a failed reply). A failing render is logged and is null.
 */
export async function signedInPageDrawer(
  app: FastifyInstance,
  staticDir: string,
  build: SignedInBuild | null,
  {
    demo,
    sessionFor,
    limits = PAGE_DRAWING_LIMITS,
  }: {
    demo: boolean;
    sessionFor: (token: string) => Promise<Session | null>;
    limits?: { concurrent: number; queued: number };
  },
): Promise<SignedInPageDrawer | null> {
  if (!build) return null;
  const file = path.resolve(staticDir, build.renderer);
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as SignedInRenderer;
  const fetchFn = fetchThrough(app);
  const gate = createPageDrawingGate(limits);
  const draw = async (request: FastifyRequest): Promise<string | null> => {
    // Only page requests read the cookies (`@fastify/cookie`'s parser): the API never does.
    const cookies = request.headers.cookie ? app.parseCookie(request.headers.cookie) : {};
    const token = cookies[PAGE_COOKIES.session];
    const session = token ? await sessionFor(token) : null;
    if (!token || !session) return null;
    // Past its share of drawings, an address or a session gets the shell (`rateLimits.ts`).
    if (app.hasDecorator('drawnPages') && !(await app.drawnPages.allow(request, tokenHash(token))))
      return null;
    const language = cookies[PAGE_COOKIES.language] === 'cn' ? 'cn' : 'en';
    const [rawPath = '/', query] = request.url.split('?', 2) as [string, string | undefined];
    const pathname = rawPath.replace(/\/+$/, '') || '/';
    const search = query ? `?${query}` : '';
    try {
      const page = await gate.run(() =>
        renderer.renderSignedInPage({ pathname, search, session, language, demo, fetch: fetchFn }),
      );
      const template = page ? build.templates.get(page.routeModule)?.[language] : undefined;
      if (!page || template === undefined) return null;
      return renderer.signedInDocument(template, page, {
        pathname,
        search,
        memId: session.loginInfo.mem_id,
        language,
        demo,
      });
    } catch (error) {
      request.log.error({ err: error }, 'A signed-in page could not be drawn; the shell was sent');
      return null;
    }
  };
  return Object.defineProperty(draw, 'load', { get: () => gate.load }) as SignedInPageDrawer;
}
