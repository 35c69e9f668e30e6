import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // Fonts are always files: the server's CSP allows fonts from our origin only, not data: URIs.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  server: {
    port: 5173,
    // `npm run dev` talks to a running reference server (`npm start`, port 8080) through the same
    // origin, as the built app does: the API and the socket under /h5.
    proxy: { '/h5': { target: process.env['API_PROXY'] ?? 'http://localhost:8080', ws: true } },
  },
});
