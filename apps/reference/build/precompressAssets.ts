import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { writeCompressedCopies } from './compressedCopies';

/** Text assets worth compressing; fonts (woff2) and images are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|woff)$/;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text asset of
 * the build, so the server sends compressed files without compressing per request. Only the
 * hashed files under `assets/` get copies: they never change, while `index.html` and
 * `config.json` may be edited where the app is deployed and must not go stale.
 */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  return {
    name: 'carbonmarket:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    writeBundle() {
      for (const name of readdirSync(assetsDir)) {
        if (!COMPRESSIBLE.test(name)) continue;
        writeCompressedCopies(path.join(assetsDir, name));
      }
    },
  };
}
