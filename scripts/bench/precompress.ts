// Brotli and gzip copies beside the reference pages' text files, as the app's build writes them
// beside its assets (apps/reference/build/precompressAssets.ts: quality 11, level 9, from 1 KB),
// so the reference server sends them compressed as the product server does. Unlike the app, the
// HTML is compressed too: the reference pages are the best case.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|svg|woff)$/;
const MIN_BYTES = 1024;

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`. */
export function precompressFolder(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}
