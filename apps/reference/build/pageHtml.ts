import { PRERENDER_GUARD_SCRIPT, PRERENDER_GUARD_STYLE } from './prerenderGuard';

export interface PrerenderedPage {
  /** The path the page is for, written on `#root` as `data-prerendered`. */
  path: string;
  /** The markup of `#root`. */
  html: string;
  /** styled-components' `<style>` tags for that markup. */
  styles: string;
  /** The route's own chunks, preloaded: main.tsx waits for them before hydrating. */
  modulePreloads: readonly string[];
}

const ROOT = /<div id="root">[\s\S]*<\/body>/;

/**
 * The built `index.html` with a prerendered page in it: the page's markup in `#root` (in place of
 * the mark), its critical CSS, the guard and the route's chunks in the head.
 */
export function pageHtml(indexHtml: string, page: PrerenderedPage): string {
  if (!ROOT.test(indexHtml)) throw new Error('index.html: no <div id="root"> before </body>');
  const head = [
    `<style>${PRERENDER_GUARD_STYLE}</style>`,
    `<script>${PRERENDER_GUARD_SCRIPT}</script>`,
    page.styles,
    ...page.modulePreloads.map(
      (file) => `<link rel="modulepreload" crossorigin="" href="/${file}">`,
    ),
  ].join('\n    ');
  return indexHtml
    .replace(/<!-- Shown until[^>]*-->\s*/, '')
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace(
      ROOT,
      () => `<div id="root" data-prerendered="${page.path}">${page.html}</div>\n  </body>`,
    );
}
