import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a compressed copy saves less than its extra response headers cost. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside `file`, unless it
 * is too small to gain from them.
 */
export function writeCompressedCopies(file: string): void {
  const content = readFileSync(file);
  if (content.length < MIN_COMPRESSED_BYTES) return;
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
