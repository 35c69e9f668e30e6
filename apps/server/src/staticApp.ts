import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCookie from '@fastify/cookie';
import { prerenderedPageFor, readPrerenderedPages } from './prerenderedPages';
import { signedInPageDrawer } from './signedInPages';
import { compressedHtml } from './http/compressedHtml';
import { chosenColorScheme, withColorScheme } from './http/colorSchemePage';
import type { Session } from './auth/session';

declare module 'fastify' {
  interface FastifyInstance {
    /** The signed-in pages being drawn and waiting for a turn (ADR 027), for tests and logs. */
    pageDrawingLoad: () => { running: number; waiting: number };
  }
}

/**
 * Paths the SPA never owns: an unknown one under them is a real 404, not the app shell. The
 * certificates' public pages (`routes/certificateRoutes.ts`) are the server's own.
 */
const NOT_APP_PREFIXES = ['/h5/api', '/assets/', '/certificate/', '/console/assets/'];

/** The operator's console: a build of its own under `dist/console` (ADR 052). */
const CONSOLE_PATH = '/console';
const CONSOLE_SHELL = 'console/index.html';
const isConsolePath = (url: string) => url === CONSOLE_PATH || url.startsWith(`${CONSOLE_PATH}/`);

/**
 * Serves the built reference app. Hashed assets are cached for a year; index.html never is.
 * Any other GET that accepts HTML gets the page the build prerendered for its path
 * (`prerendered.json`: the public pages, painted before the JavaScript runs), or index.html, so
 * history-mode routes survive a reload; each in the colour scheme its cookie chose, if any.
 * Addresses under `/console` get the console's own shell (`console/index.html`), whatever cookie
 * comes with them.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  staticDir: string,
  {
    demo = false,
    sessionFor = async () => null,
  }: {
    /** A demo server: it sends the pages with the demo notice. */
    demo?: boolean;
    /** The session behind a page cookie's token (`AuthService.sessionFor`). */
    sessionFor?: (token: string) => Promise<Session | null>;
  } = {},
): Promise<void> {
  const indexFile = path.join(staticDir, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(
      `The reference app is not built: ${indexFile} is missing. Run \`npm run build\` first.`,
    );
  }
  const hasConsole = existsSync(path.join(staticDir, CONSOLE_SHELL));
  const prerendered = readPrerenderedPages(staticDir);
  const pages = demo ? prerendered.demoPages : prerendered.pages;
  const shell = (demo ? prerendered.demoShell : null) ?? 'index.html';
  // The page cookies (ADR 027) are parsed by the page route alone, so no hook parses them for
  // every request: the API never reads a cookie.
  await app.register(fastifyCookie, { hook: false });
  const drawSignedIn = await signedInPageDrawer(app, staticDir, prerendered.signedIn, {
    demo,
    sessionFor,
  });
  app.decorate('pageDrawingLoad', () => drawSignedIn?.load ?? { running: 0, waiting: 0 });
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    // The build writes .br and .gz copies of its text assets; they are sent to browsers that
    // accept them (with Vary: Accept-Encoding), the plain file otherwise.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The same address may be sent compressed or not, and a page in the scheme its cookie
      // chose (`colorSchemePage.ts`): caches must keep them apart.
      res.setHeader(
        'Vary',
        filePath.endsWith('.html') ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
      );
    },
  });
  app.get('/*', async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const file = path.join(staticDir, path.normalize(decodeURIComponent(url)));
    if (
      file.startsWith(staticDir + path.sep) &&
      existsSync(file) &&
      !file.endsWith(path.sep) &&
      path.extname(file) !== ''
    ) {
      // A demo server's shell stands in for the plain one at its own address too: the service
      // worker keeps `/index.html` as the offline shell, which then says payments are simulated.
      if (demo && url === '/index.html') return reply.sendFile(shell);
      return reply.sendFile(path.relative(staticDir, file));
    }
    const wantsHtml =
      (request.headers.accept ?? '*/*').includes('text/html') ||
      (request.headers.accept ?? '*/*') === '*/*';
    if (
      NOT_APP_PREFIXES.some((prefix) => url.startsWith(prefix)) ||
      path.extname(url) !== '' ||
      !wantsHtml
    ) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    // The console's pages are its one shell: never a member's page, drawn or prerendered.
    if (isConsolePath(url)) {
      if (!hasConsole) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .header('Cache-Control', 'no-cache')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .type('text/html')
        .sendFile(CONSOLE_SHELL);
    }
    const cookies = request.headers.cookie ? app.parseCookie(request.headers.cookie) : {};
    const scheme = chosenColorScheme(cookies);
    /** Sends a page made for this request: compressed as the browser accepts, per cookie. */
    const sendPage = (html: string, cacheControl: string) => {
      const { body, encoding } = compressedHtml(
        withColorScheme(html, scheme),
        request.headers['accept-encoding'],
      );
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply
        .header('Cache-Control', cacheControl)
        .header('Vary', 'Cookie, Accept-Encoding')
        .type('text/html; charset=utf-8')
        .send(body);
    };
    // A signed-in visitor's page drawn with their data: theirs alone, never kept by a cache.
    const drawn = drawSignedIn ? await drawSignedIn(request) : null;
    if (drawn !== null) return sendPage(drawn, 'private, no-store');
    const page = prerenderedPageFor(pages, url) ?? shell;
    if (scheme === null) {
      return reply.header('Cache-Control', 'no-cache').type('text/html').sendFile(page);
    }
    // A scheme chosen over the device's: the page carries it, to paint in it at once (ADR 043).
    return sendPage(await readFile(path.join(staticDir, page), 'utf8'), 'no-cache');
  });
}
