// The two reference pages of `bench:app`, built into a folder for the reference server:
// - `/static/`: the Start screen's content as static HTML (no JavaScript): the limit;
// - `/react/`: the same content rendered in the browser by a bare React 19 app built with Vite
//   (the repository's vite, react, react-dom and @vitejs/plugin-react): the floor of any
//   client-rendered React page.
// Both carry the page's styles inline and link Inter's four weights as the app does (an external
// style sheet of @font-face rules), and are precompressed like the app's assets.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build } from 'vite';
import { startStrings } from './appPages';
import type { PageExpectation } from './pageCheck';
import { precompressFolder } from './precompress';
import { START_CSS, startContent } from './startContent';

export interface ReferencePage extends PageExpectation {
  name: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const WEIGHTS = [400, 500, 600, 700] as const;

/** What each reference page must show: Start's brand as the level-1 heading of its main. */
const expectation = (route: string): PageExpectation => ({
  route,
  title: startStrings.appName,
  mainHeading: { level: 1, text: startStrings.appName },
  visitor: 'signed out',
});

/** The head both pages share: the app's viewport, language and title, and the inline styles. */
const head = (extra: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="description" content="${startStrings.statement}" />
    <link rel="icon" href="data:," />
    <title>${startStrings.appName}</title>
    <style>${START_CSS}</style>
    ${extra}
  </head>`;

/** Inter's @font-face rules (the weights the app bundles), with their files copied to `/fonts/`. */
function writeFonts(dir: string, urlPrefix: string): void {
  mkdirSync(path.join(dir, 'fonts'), { recursive: true });
  const css = WEIGHTS.map((weight) => {
    const file = require.resolve(`@fontsource/inter/${weight}.css`);
    const rules = readFileSync(file, 'utf8');
    for (const [, name] of rules.matchAll(/url\(\.\/files\/([^)]+)\)/g)) {
      if (name)
        copyFileSync(path.join(path.dirname(file), 'files', name), path.join(dir, 'fonts', name));
    }
    return rules.replaceAll('url(./files/', `url(${urlPrefix}fonts/`);
  }).join('\n');
  writeFileSync(path.join(dir, 'fonts.css'), css);
}

function buildStaticPage(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFonts(dir, '/static/');
  const body = renderToStaticMarkup(startContent(startStrings));
  writeFileSync(
    path.join(dir, 'index.html'),
    `${head('<link rel="stylesheet" href="/static/fonts.css" />')}
  <body>${body}</body>
</html>
`,
  );
}

async function buildBareReactApp(sourceDir: string, outDir: string): Promise<void> {
  mkdirSync(sourceDir, { recursive: true });
  writeFileSync(
    path.join(sourceDir, 'main.ts'),
    `import ${JSON.stringify(path.join(here, 'bareReactEntry.ts'))};\n`,
  );
  writeFileSync(
    path.join(sourceDir, 'index.html'),
    `${head('<script type="module" src="./main.ts"></script>')}
  <body><div id="root"></div></body>
</html>
`,
  );
  // Vite sets NODE_ENV=production in this process; the product server started afterwards inherits
  // the environment and would leave demo mode (and the demo member) off.
  const nodeEnv = process.env['NODE_ENV'];
  try {
    await build({
      configFile: false,
      root: sourceDir,
      base: '/react/',
      logLevel: 'warn',
      plugins: [react()],
      define: { START_STRINGS: JSON.stringify(startStrings) },
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = nodeEnv;
  }
}

/**
 * Builds both pages into `siteDir` (`static/` and `react/`, precompressed), using `workDir` for
 * the React app's sources, and returns them with what each must show.
 */
export async function buildReferencePages(
  siteDir: string,
  workDir: string,
): Promise<ReferencePage[]> {
  buildStaticPage(path.join(siteDir, 'static'));
  await buildBareReactApp(workDir, path.join(siteDir, 'react'));
  precompressFolder(siteDir);
  return [
    { name: 'static HTML page', ...expectation('/static/') },
    { name: 'bare React page', ...expectation('/react/') },
  ];
}
