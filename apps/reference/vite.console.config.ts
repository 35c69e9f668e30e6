import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './build/precompressAssets';
import { styledComponentIds } from './build/styledComponentIds';
import { resolveAliases } from './build/resolveAliases';
import { memberBuildFonts } from './build/memberBuildFonts';
import { colorSchemeShell } from './build/colorSchemeShell';

/**
 * The operator's console: a build of its own (ADR 052), from `console/index.html` into
 * `dist/console`, served under `/console/`. The member app's build never sees its modules, so no
 * chunk a member downloads can hold console code, whatever the chunking decides. Run after the
 * member build, which empties `dist`.
 */
export default defineConfig({
  root: path.join(import.meta.dirname, 'console'),
  base: '/console/',
  // The member app's public files (config.json, the favicon) are served from the site's root.
  publicDir: false,
  plugins: [
    memberBuildFonts(path.join(import.meta.dirname, 'dist')),
    react(),
    styledComponentIds(import.meta.dirname),
    // The light and dark custom properties the `auto` theme reads (ADR 043).
    colorSchemeShell(),
    precompressAssets(),
  ],
  resolve: { alias: resolveAliases(import.meta.dirname) },
  build: {
    outDir: path.join(import.meta.dirname, 'dist/console'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  server: {
    port: 5174,
    proxy: { '/h5': { target: process.env['API_PROXY'] ?? 'http://localhost:8080', ws: true } },
  },
});
