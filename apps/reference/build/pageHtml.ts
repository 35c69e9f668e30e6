import { PRERENDER_GUARD_SCRIPT, PRERENDER_GUARD_STYLE } from './prerenderGuard';
import { loadJavaScriptAfterPaint } from './afterPaintLoader';
import { SIGNED_IN_SLOTS } from '../src/app/prerender/signedInSlots';

export interface PrerenderedPage {
  /** The path the page is for, written on `#root` as `data-prerendered`. */
  path: string;
  /** The markup of `#root`. */
  html: string;
  /** styled-components' `<style>` tags for that markup. */
  styles: string;
  /** The copy a demo server sends: with the demo notice, marked `data-demo` on `#root`. */
  demo: boolean;
  /** The route's own chunks, preloaded: main.tsx waits for them before hydrating. */
  modulePreloads: readonly string[];
}

const ROOT = /<div id="root">[\s\S]*<\/body>/;

/**
 * The built `index.html` with a prerendered page in it: the page's markup in `#root` (in place of
 * the mark), its critical CSS and the guard in the head, and the JavaScript (with the route's
 * chunks) requested after the first paint. Returns the HTML and its inline scripts.
 */
export function pageHtml(
  indexHtml: string,
  page: PrerenderedPage,
): { html: string; inlineScripts: string[] } {
  if (!ROOT.test(indexHtml)) throw new Error('index.html: no <div id="root"> before </body>');
  const withRoutePreloads = indexHtml.replace(
    '</head>',
    () =>
      page.modulePreloads
        .map((file) => `<link rel="modulepreload" crossorigin="" href="/${file}">`)
        .join('') + '</head>',
  );
  const { html, script } = loadJavaScriptAfterPaint(withRoutePreloads);
  const head = [
    `<style>${PRERENDER_GUARD_STYLE}</style>`,
    `<script>${PRERENDER_GUARD_SCRIPT}</script>`,
    page.styles,
  ].join('\n    ');
  return {
    html: html
      .replace(/<!-- Shown until[^>]*-->\s*/, '')
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace(
        ROOT,
        () =>
          `<div id="root" data-prerendered="${page.path}"${page.demo ? ' data-demo=""' : ''}>${page.html}</div>\n    <script>${script}</script>\n  </body>`,
      ),
    inlineScripts: [PRERENDER_GUARD_SCRIPT, script],
  };
}

/**
 * The built `index.html` as the template of a page the server draws for a signed-in visitor: as a
 * prerendered page (the guard, the JavaScript after the first paint with the route's chunks), with
 * the language's style sheets (the Chinese face) and slots (`SIGNED_IN_SLOTS`) where the server's
 * render goes. Returns the template and its inline scripts.
 */
export function signedInTemplate(
  indexHtml: string,
  modulePreloads: readonly string[],
  styleSheets: readonly string[] = [],
): { html: string; inlineScripts: string[] } {
  if (!ROOT.test(indexHtml)) throw new Error('index.html: no <div id="root"> before </body>');
  const withRoutePreloads = indexHtml.replace(
    '</head>',
    () =>
      styleSheets.map((file) => `<link rel="stylesheet" crossorigin="" href="/${file}">`).join('') +
      modulePreloads
        .map((file) => `<link rel="modulepreload" crossorigin="" href="/${file}">`)
        .join('') +
      '</head>',
  );
  const { html, script } = loadJavaScriptAfterPaint(withRoutePreloads);
  const head = [
    SIGNED_IN_SLOTS.drawnFor,
    `<style>${PRERENDER_GUARD_STYLE}</style>`,
    `<script>${PRERENDER_GUARD_SCRIPT}</script>`,
    SIGNED_IN_SLOTS.styles,
  ].join('\n    ');
  return {
    html: html
      .replace(/<!-- Shown until[^>]*-->\s*/, '')
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace(ROOT, () => `${SIGNED_IN_SLOTS.root}\n    <script>${script}</script>\n  </body>`),
    inlineScripts: [PRERENDER_GUARD_SCRIPT, script],
  };
}

/**
 * The built `index.html` as a demo server sends it for the pages it has no prerendered copy of:
 * `#root` marked `data-demo`, so the app draws the demo notice with its first render.
 */
export function demoShellHtml(indexHtml: string): string {
  if (!indexHtml.includes('<div id="root">')) throw new Error('index.html: no <div id="root">');
  return indexHtml.replace('<div id="root">', '<div id="root" data-demo="">');
}
