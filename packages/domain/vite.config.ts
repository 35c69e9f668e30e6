import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
};
/** Every dependency stays an import for the app's bundler to resolve (and share). */
const packages = Object.keys({ ...manifest.dependencies });
const isExternal = (id: string) =>
  packages.some((name) => id === name || id.startsWith(`${name}/`));

/** Builds the package as one ES module; its dependencies (zod, decimal.js, date-fns) stay external. */
export default defineConfig({
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'], fileName: 'index' },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    rolldownOptions: { external: isExternal },
  },
});
