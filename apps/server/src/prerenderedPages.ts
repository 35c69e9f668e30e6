import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SignedInBuild } from './signedInPages';

/** What the app's build prerendered (`dist/prerendered.json`, ADR 019). */
export interface PrerenderedPages {
  /** The HTML file (relative to the static directory) to send for a path. */
  pages: ReadonlyMap<string, string>;
  /** The same for a demo server: the pages with the demo notice in them. */
  demoPages: ReadonlyMap<string, string>;
  /**
   * What a demo server sends for the other routes instead of index.html: the same shell marked as
   * a demo's, so the demo notice is there from the first render (no shift when it appears).
   */
  demoShell: string | null;
  /** CSP source expressions (`'sha256-…'`) of the pages' inline scripts. */
  scriptHashes: readonly string[];
  /** The renderer of the pages drawn for a signed-in visitor and their templates (ADR 027). */
  signedIn: SignedInBuild | null;
}

const NONE: PrerenderedPages = {
  pages: new Map(),
  demoPages: new Map(),
  demoShell: null,
  scriptHashes: [],
  signedIn: null,
};
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
  /** An HTML file of the build, relative to the directory, or null if it is not one. */
  const htmlFile = (html: unknown): string | null => {
    if (typeof html !== 'string' || !html.endsWith('.html')) return null;
    const resolved = path.join(staticDir, path.normalize(html));
    return resolved.startsWith(staticDir + path.sep) && existsSync(resolved)
      ? path.relative(staticDir, resolved)
      : null;
  };
  const pagesOf = (entries: unknown) => {
    const pages = new Map<string, string>();
    if (!isRecord(entries)) return pages;
    for (const [route, html] of Object.entries(entries)) {
      const file = htmlFile(html);
      if (file !== null) pages.set(route, file);
    }
    return pages;
  };
  const hashes = Array.isArray(data['scriptHashes']) ? data['scriptHashes'] : [];
  return {
    pages: pagesOf(data['pages']),
    demoPages: pagesOf(data['demoPages']),
    demoShell: htmlFile(data['demoShell']),
    scriptHashes: hashes.filter(
      (hash): hash is string => typeof hash === 'string' && HASH.test(hash),
    ),
    signedIn: signedInBuildOf(data['signedIn']),
  };
}

/** The signed-in pages' part of `prerendered.json`, or null if it is missing or malformed. */
function signedInBuildOf(value: unknown): SignedInBuild | null {
  if (!isRecord(value) || typeof value['renderer'] !== 'string' || !isRecord(value['templates']))
    return null;
  const templates = new Map<string, Partial<Record<'en' | 'cn', string>>>();
  for (const [module, byLanguage] of Object.entries(value['templates'])) {
    if (!isRecord(byLanguage)) continue;
    const kept: Partial<Record<'en' | 'cn', string>> = {};
    for (const language of ['en', 'cn'] as const) {
      const html = byLanguage[language];
      if (typeof html === 'string') kept[language] = html;
    }
    templates.set(module, kept);
  }
  return { renderer: value['renderer'], templates };
}

/** The prerendered page for a request path (a trailing slash ignored), if there is one. */
export function prerenderedPageFor(pages: PrerenderedPages['pages'], url: string): string | null {
  return pages.get(url.replace(/\/+$/, '') || '/') ?? null;
}
