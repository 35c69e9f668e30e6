/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

const isChunk = (value: unknown): value is ManifestChunk =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { file?: unknown }).file === 'string';

/**
 * The files a route module needs (its chunk and the chunks it imports), less those `index.html`
 * loads or preloads already.
 */
export function routeChunks(manifest: unknown, routeModule: string, indexHtml: string): string[] {
  const entries = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as Record<
    string,
    unknown
  >;
  if (!isChunk(entries[routeModule])) throw new Error(`The build has no chunk for ${routeModule}`);
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = entries[key];
    if (!isChunk(chunk) || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(routeModule);
  return [...files].filter((file) => !indexHtml.includes(`/${file}"`)).sort();
}

/** The file the build wrote for a module (a key of Vite's manifest). */
export function manifestFile(manifest: unknown, module: string): string {
  const chunk = (typeof manifest === 'object' && manifest !== null ? manifest : {}) as Record<
    string,
    unknown
  >;
  const entry = chunk[module];
  if (!isChunk(entry)) throw new Error(`The build has no file for ${module}`);
  return entry.file;
}
