// What `bench:app` prints about the built app's JavaScript: the entry against its budget, the
// chunks preloaded beside it, and each lazily loaded route against the per-route budget.
import type { AppBundleSizes } from './appBundleSizes';
import { TARGETS, mark } from './targets';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function bundleReport(sizes: AppBundleSizes): string[] {
  const entryOk = sizes.entry.gzipBytes / 1024 <= TARGETS.entryKb;
  const lazyOk = (bytes: number) => bytes / 1024 <= TARGETS.lazyChunkKb;
  return [
    'JavaScript, gzip -9',
    `  entry (${sizes.entry.files.length} files): ${kb(sizes.entry.gzipBytes)} KB — target ≤ ${TARGETS.entryKb} KB, ${mark(entryOk)}`,
    `  entry CSS (render-blocking): ${kb(sizes.entryCss.gzipBytes)} KB`,
    `  preloaded beside the entry, shared by the routes (${sizes.preloaded.files.join(', ')}): ${kb(sizes.preloaded.gzipBytes)} KB`,
    `  lazily loaded, on top of those (target ≤ ${TARGETS.lazyChunkKb} KB each):`,
    ...sizes.lazy.map(
      (chunk) =>
        `    ${kb(chunk.gzipBytes).padStart(7)} KB  ${mark(lazyOk(chunk.gzipBytes)).padEnd(6)}  ${chunk.name}`,
    ),
  ];
}
