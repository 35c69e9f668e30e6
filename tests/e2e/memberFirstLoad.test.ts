// What a member's first load downloads: the scripts index.html names (the entry and the chunks it
// preloads, apps/reference/build/chunkGroups.ts). The libraries a single route draws with must stay
// in that route's chunk: a component moved out of screens/ once dragged the news sanitiser into the
// shared `ui` chunk, 12 KB gzip on every first page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATIC_DIR, requireBuiltApp } from './support/server';

/** A mark only the library's own code carries, with the route that needs the library. */
const ROUTE_LIBRARIES = [
  { library: 'dompurify', mark: 'DOMPurify', route: 'NewsDetailRoute' },
  { library: 'react-easy-crop', mark: 'reactEasyCrop_', route: 'AvatarRoute' },
  { library: 'qrcode.react', mark: 'numCells', route: 'TopUpRoute' },
];

const firstLoadScripts = (html: string) =>
  [
    ...html.matchAll(/<script type="module"[^>]*src="\/(assets\/[^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/(assets\/[^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');

describe("a member's first load", () => {
  it('carries none of the libraries that only one route draws with', () => {
    requireBuiltApp();
    const html = readFileSync(path.join(STATIC_DIR, 'index.html'), 'utf8');
    const scripts = firstLoadScripts(html).map((file) => ({
      file,
      text: readFileSync(path.join(STATIC_DIR, file), 'utf8'),
    }));
    expect(scripts.length).toBeGreaterThan(10);
    for (const { library, mark, route } of ROUTE_LIBRARIES) {
      expect(
        scripts.filter(({ text }) => text.includes(mark)).map(({ file }) => file),
        `${library} in the first load`,
      ).toEqual([]);
      // The mark is the library's: its route's chunk carries it (else the check above proves nothing).
      const routeChunk = readFileSync(
        path.join(STATIC_DIR, 'assets', routeChunkName(route)),
        'utf8',
      );
      expect(routeChunk.includes(mark), `${route} carries ${library}`).toBe(true);
    }
  });
});

function routeChunkName(route: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(STATIC_DIR, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; src?: string }>;
  const chunk = Object.values(manifest).find((entry) => entry.src?.endsWith(`/${route}.tsx`));
  if (!chunk) throw new Error(`The build manifest names no chunk for ${route}`);
  return path.basename(chunk.file);
}
