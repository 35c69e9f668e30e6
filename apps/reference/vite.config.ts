import { defineConfig } from 'vite';
import type { UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './build/precompressAssets';
import { preloadSharedChunks } from './build/preloadSharedChunks';
import { chunkGroups, isPreloadedChunk, preloadedChunks } from './build/chunkGroups';
import { styledComponentIds } from './build/styledComponentIds';
import { colorSchemeShell, loadColorScheme } from './build/colorSchemeShell';
import { installableApp } from './build/installableApp';
import { resolveAliases } from './build/resolveAliases';

export default defineConfig(async (): Promise<UserConfig> => ({
  plugins: [
    react(),
    styledComponentIds(import.meta.dirname),
    colorSchemeShell(),
    precompressAssets(),
    preloadSharedChunks(preloadedChunks),
    installableApp((await loadColorScheme()).browserColors.light),
  ],
  base: '/',
  resolve: { alias: resolveAliases(import.meta.dirname) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // The chunks index.html preloads (`preloadSharedChunks`) are not listed again beside each
    // dynamic import that needs them: the entry would carry the list for nothing.
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !isPreloadedChunk(dep)),
    },
    // dist/.vite/manifest.json: which chunks each route needs (read by `npm run bench:app`).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunkGroups },
      },
    },
    // Fonts are always files: the server's CSP allows fonts from our origin only, not data: URIs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  server: {
    port: 5173,
    // `npm run dev` talks to a running reference server (`npm start`, port 8080) through the same
    // origin, as the built app does: the API and the socket under /h5.
    proxy: { '/h5': { target: process.env['API_PROXY'] ?? 'http://localhost:8080', ws: true } },
  },
}));
