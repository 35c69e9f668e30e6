import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
};
/** Every dependency stays an import for the app's bundler to resolve (and share). */
const packages = Object.keys({ ...manifest.dependencies });
const isExternal = (id: string) =>
  packages.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Builds the package's entries as ES modules: `index` (the rules), `contract` (the API contract)
 * and `openapi` (the contract as an OpenAPI document), with what they share in shared chunks. Dependencies (zod, decimal.js, date-fns) stay
 * external, so the rules entry imports zod only if a module of the rules does.
 */
export default defineConfig({
  build: {
    lib: {
      entry: { index: 'src/index.ts', contract: 'src/contract.ts', openapi: 'src/openapi.ts' },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    rolldownOptions: { external: isExternal },
  },
});
