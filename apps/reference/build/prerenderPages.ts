/*
 * Prerenders the public pages after `vite build` (ADR 019): builds `src/app/prerender/renderPage.tsx`
 * for Node, renders each page whose route is declared `drawn: { by: 'build' }` in its own process (the first page's code and
 * styled-components' class counter are per process, as in a browser), and writes one HTML file
 * per page with its critical CSS (and a copy with the demo notice, which a demo server sends),
 * plus `dist/prerendered.json`, which tells the server which file
 * to send for which path and which inline scripts' hashes to allow.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import type { RenderedPage } from '../src/app/prerender/renderPage';
import { demoShellHtml, pageHtml, signedInTemplate } from './pageHtml';
import type { DrawnPage } from '../src/app/prerender/drawnPages';
import { scriptHash } from './afterPaintLoader';
import { manifestFile, routeChunks } from './routeChunks';
import { styledComponentIds } from './styledComponentIds';

const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(appRoot, 'dist');
/** The Node build: the prerender's module, and the server's renderer of signed-in pages. */
const ssrDir = path.join(appRoot, 'dist-server');

await build({
  configFile: false,
  root: appRoot,
  logLevel: 'warn',
  publicDir: false,
  plugins: [react(), styledComponentIds(appRoot)],
  // Bundled, not loaded by Node: its CommonJS build has no ES default export for `styled`.
  ssr: { noExternal: ['styled-components'] },
  // As the browser's build: styled-components' production class names, which hydration matches.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: true,
    rollupOptions: {
      input: {
        renderPage: 'src/app/prerender/renderPage.tsx',
        serverRender: 'src/app/prerender/serverRender.ts',
        drawnPages: 'src/app/prerender/drawnPages.ts',
      },
    },
    outDir: ssrDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
  },
});

const entry = pathToFileURL(path.join(ssrDir, 'renderPage.js')).href;
const render = (pagePath: string, demo: boolean): RenderedPage =>
  JSON.parse(
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { renderPage } = await import(${JSON.stringify(entry)});
         process.stdout.write(JSON.stringify(await renderPage(${JSON.stringify(pagePath)}, ${String(demo)})));`,
      ],
      { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
    ),
  ) as RenderedPage;

// The routes' declarations say which pages are drawn in advance, and how.
const { drawnPages } = (await import(pathToFileURL(path.join(ssrDir, 'drawnPages.js')).href)) as {
  drawnPages: readonly DrawnPage[];
};
const publicPages = drawnPages.filter((page) => page.by === 'build');
const signedInPages = drawnPages.filter((page) => page.by === 'request');

const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
const manifest: unknown = JSON.parse(
  readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
);
const pages: Record<string, string> = {};
const demoPages: Record<string, string> = {};
const hashes = new Set<string>();
for (const page of publicPages) {
  for (const demo of [false, true]) {
    const { html, styles } = render(page.path, demo);
    if (!html.includes('<')) throw new Error(`${page.path} rendered no markup`);
    const pageFile = page.file ?? `pages/${page.route}.html`;
    const fileName = demo ? pageFile.replace(/\.html$/, '.demo.html') : pageFile;
    const file = path.join(distDir, fileName);
    mkdirSync(path.dirname(file), { recursive: true });
    const written = pageHtml(indexHtml, {
      path: page.path,
      html,
      styles,
      demo,
      modulePreloads: routeChunks(manifest, page.routeModule, indexHtml),
    });
    writeFileSync(file, written.html);
    for (const script of written.inlineScripts) hashes.add(scriptHash(script));
    (demo ? demoPages : pages)[page.path] = fileName;
    console.log(`prerendered ${page.path}${demo ? ' (demo server)' : ''} -> dist/${fileName}`);
  }
}
// The other routes' shell as a demo server sends it: marked as a demo's, so the notice is drawn
// with the first render instead of arriving with base config and pushing the page down.
const demoShell = 'index.demo.html';
writeFileSync(path.join(distDir, demoShell), demoShellHtml(indexHtml));
console.log(`demo server's shell -> dist/${demoShell}`);
// The templates of the pages the server draws for a signed-in visitor, by route module and
// language (a Chinese page links the Chinese face's style sheet, which the app loads before its
// own first paint), and the module that draws them (ADR 027).
const chineseFace = manifestFile(manifest, '../../packages/ui/src/fontsChinese.ts');
const templates: Record<string, Record<'en' | 'cn', string>> = {};
for (const page of signedInPages) {
  const preloads = routeChunks(manifest, page.routeModule, indexHtml);
  const en = signedInTemplate(indexHtml, preloads);
  const cn = signedInTemplate(indexHtml, preloads, [chineseFace]);
  templates[page.routeModule] = { en: en.html, cn: cn.html };
  for (const script of [...en.inlineScripts, ...cn.inlineScripts]) hashes.add(scriptHash(script));
  console.log(`signed-in templates of ${page.route}`);
}
const signedIn = {
  renderer: path.relative(distDir, path.join(ssrDir, 'serverRender.js')),
  templates,
};
writeFileSync(
  path.join(distDir, 'prerendered.json'),
  `${JSON.stringify({ pages, demoPages, demoShell, scriptHashes: [...hashes], signedIn }, null, 2)}\n`,
);
