import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What the app's build prerendered (`dist/prerendered.json`, ADR 019). */
export interface PrerenderedPages {
  /** The HTML file (relative to the static directory) to send for a path. */
  pages: ReadonlyMap<string, string>;
  /** The same for a demo server: the pages with the demo notice in them. */
  demoPages: ReadonlyMap<string, string>;
  /** CSP source expressions (`'sha256-…'`) of the pages' inline scripts. */
  scriptHashes: readonly string[];
}

const NONE: PrerenderedPages = { pages: new Map(), demoPages: new Map(), scriptHashes: [] };
const HASH = /^'sha256-[A-Za-z0-9+/]+=*'$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `prerendered.json` from the built app; none (an older build, a test directory) means no
 * prerendered pages: every route gets index.html. Entries that do not look right are skipped: a
 * file outside the directory, a hash that is not a SHA-256 source expression.
 */
export function readPrerenderedPages(staticDir: string): PrerenderedPages {
  const file = path.join(staticDir, 'prerendered.json');
  if (!existsSync(file)) return NONE;
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isRecord(data)) return NONE;
  const pagesOf = (entries: unknown) => {
    const pages = new Map<string, string>();
    if (!isRecord(entries)) return pages;
    for (const [route, html] of Object.entries(entries)) {
      if (typeof html !== 'string' || !html.endsWith('.html')) continue;
      const resolved = path.join(staticDir, path.normalize(html));
      if (resolved.startsWith(staticDir + path.sep) && existsSync(resolved))
        pages.set(route, path.relative(staticDir, resolved));
    }
    return pages;
  };
  const hashes = Array.isArray(data['scriptHashes']) ? data['scriptHashes'] : [];
  return {
    pages: pagesOf(data['pages']),
    demoPages: pagesOf(data['demoPages']),
    scriptHashes: hashes.filter(
      (hash): hash is string => typeof hash === 'string' && HASH.test(hash),
    ),
  };
}

/** The prerendered page for a request path (a trailing slash ignored), if there is one. */
export function prerenderedPageFor(pages: PrerenderedPages['pages'], url: string): string | null {
  return pages.get(url.replace(/\/+$/, '') || '/') ?? null;
}
