import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkGroupSize {
  /** The entry, or the route's source file. */
  name: string;
  files: string[];
  /** Sum of the files' gzip sizes (level 9), in bytes. */
  gzipBytes: number;
}

/**
 * Chunks start-up imports before anything renders, split off the entry only so that each
 * evaluates in a task of its own (ADR 035): they count as the entry's.
 */
const STARTUP_CHUNKS = [/^assets\/reactDom-/];

export interface AppBundleSizes {
  /**
   * The JavaScript the entry needs before anything renders: the entry, its static imports, and
   * the start-up chunks split off it (`STARTUP_CHUNKS`).
   */
  entry: ChunkGroupSize;
  /** The style sheets the entry needs (render-blocking). */
  entryCss: ChunkGroupSize;
  /**
   * Lazily loaded chunks that index.html preloads because every first page needs them (they
   * download beside the entry, but do not delay its execution).
   */
  preloaded: ChunkGroupSize;
  /** Per lazily loaded module: what it adds on top of the entry and the preloaded chunks. */
  lazy: ChunkGroupSize[];
}

/** Every chunk `key` statically imports, itself included. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const next of manifest[key]?.imports ?? []) closure(manifest, next, seen);
  return seen;
}

/** Reads the manifest of a built app and measures the gzip size of each load step. */
export function measureAppBundle(distDir: string): AppBundleSizes {
  const manifest = JSON.parse(
    readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const sizes = new Map<string, number>();
  const gzipOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  const group = (name: string, files: string[]): ChunkGroupSize => ({
    name,
    files,
    gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0),
  });

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest names no entry chunk');
  const entryKeys = closure(manifest, entryKey);
  for (const [key, chunk] of Object.entries(manifest))
    if (STARTUP_CHUNKS.some((name) => name.test(chunk.file))) closure(manifest, key, entryKeys);
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const preloadedFiles = new Set(
    [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]),
  );
  const preloadedKeys = new Set(
    Object.keys(manifest).filter((key) => {
      const file = manifest[key]?.file;
      return file !== undefined && preloadedFiles.has(file) && !entryKeys.has(key);
    }),
  );
  const loaded = new Set([...entryKeys, ...preloadedKeys]);
  const filesOf = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]?.file ?? key);
  const cssOf = (keys: Iterable<string>) => [...keys].flatMap((key) => manifest[key]?.css ?? []);

  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const own = [...closure(manifest, key)].filter((k) => !loaded.has(k));
      return group(chunk.src ?? key, [...filesOf(own), ...cssOf(own)]);
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);

  return {
    entry: group('entry', filesOf(entryKeys)),
    entryCss: group('entry CSS', cssOf(entryKeys)),
    preloaded: group('preloaded', [...filesOf(preloadedKeys), ...cssOf(preloadedKeys)]),
    lazy,
  };
}
