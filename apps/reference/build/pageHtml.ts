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

/** What goes into the built `index.html` to make a page drawn before its JavaScript. */
interface DrawnPageParts {
  /** The route's own chunks, preloaded. */
  modulePreloads: readonly string[];
  /** Style sheets the page needs before its first paint. */
  styleSheets: readonly string[];
  /** Head markup before the guard (it must be parsed when the guard runs). */
  beforeGuard: string;
  /** Head markup after the guard: the page's critical CSS. */
  afterGuard: string;
  /** What takes the place of `#root` and its mark. */
  root: string;
}

/**
 * The built `index.html` with a drawn page in it: `root` in place of the mark, the guard and the
 * page's head markup, and the JavaScript (with the route's chunks) requested after the first
 * paint. Returns the HTML and its inline scripts.
 */
function drawnPageHtml(
  indexHtml: string,
  parts: DrawnPageParts,
): { html: string; inlineScripts: string[] } {
  if (!ROOT.test(indexHtml)) throw new Error('index.html: no <div id="root"> before </body>');
  const links = [
    ...parts.styleSheets.map((file) => `<link rel="stylesheet" crossorigin="" href="/${file}">`),
    ...parts.modulePreloads.map(
      (file) => `<link rel="modulepreload" crossorigin="" href="/${file}">`,
    ),
  ].join('');
  const { html, script } = loadJavaScriptAfterPaint(
    indexHtml.replace('</head>', () => `${links}</head>`),
  );
  const head = [
    parts.beforeGuard,
    `<style>${PRERENDER_GUARD_STYLE}</style>`,
    `<script>${PRERENDER_GUARD_SCRIPT}</script>`,
    parts.afterGuard,
  ]
    .filter((part) => part !== '')
    .join('\n    ');
  return {
    html: html
      .replace(/<!-- Shown until[^>]*-->\s*/, '')
      .replace('</head>', () => `    ${head}\n  </head>`)
      .replace(ROOT, () => `${parts.root}\n    <script>${script}</script>\n  </body>`),
    inlineScripts: [PRERENDER_GUARD_SCRIPT, script],
  };
}

/**
 * The built `index.html` with a prerendered page in it: the page's markup in `#root` (in place of
 * the mark), its critical CSS and the guard in the head, and the JavaScript (with the route's
 * chunks) requested after the first paint. Returns the HTML and its inline scripts.
 */
export function pageHtml(
  indexHtml: string,
  page: PrerenderedPage,
): { html: string; inlineScripts: string[] } {
  return drawnPageHtml(indexHtml, {
    modulePreloads: page.modulePreloads,
    styleSheets: [],
    beforeGuard: '',
    afterGuard: page.styles,
    root: `<div id="root" data-prerendered="${page.path}"${page.demo ? ' data-demo=""' : ''}>${page.html}</div>`,
  });
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
  return drawnPageHtml(indexHtml, {
    modulePreloads,
    styleSheets,
    beforeGuard: SIGNED_IN_SLOTS.drawnFor,
    afterGuard: SIGNED_IN_SLOTS.styles,
    root: SIGNED_IN_SLOTS.root,
  });
}

/**
 * The built `index.html` as a demo server sends it for the pages it has no prerendered copy of:
 * `#root` marked `data-demo`, so the app draws the demo notice with its first render.
 */
export function demoShellHtml(indexHtml: string): string {
  if (!indexHtml.includes('<div id="root">')) throw new Error('index.html: no <div id="root">');
  return indexHtml.replace('<div id="root">', '<div id="root" data-demo="">');
}
