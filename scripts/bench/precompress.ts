// Brotli and gzip copies beside the reference pages' text files, as the app's build writes them
// beside its assets (apps/reference/build/precompressAssets.ts: quality 11, level 9, from 1 KB),
// so the reference server sends them compressed as the product server does. Unlike the app, the
// HTML is compressed too: the reference pages are the best case.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { writeCompressedCopies } from '../../apps/reference/build/compressedCopies';

const COMPRESSIBLE = /\.(html|js|css|svg|woff)$/;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`. */
export function precompressFolder(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    writeCompressedCopies(path.join(entry.parentPath, entry.name));
  }
}
