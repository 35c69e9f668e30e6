import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
/** Every dependency and peer stays an import for the app's bundler to resolve (and share). */
const packages = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies });
const isExternal = (id: string) =>
  packages.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Builds the published package: ES modules in `dist/`, one per source module, so the app's
 * bundler tree-shakes and splits them as it would the source (the Chinese and legal translations
 * stay dynamic imports). Entries: the design system and the three font entries, which keep their
 * `@fontsource/*` style-sheet imports, so the app's bundler ships the CSS and font files.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    lib: {
      entry: {
        index: 'src/index.ts',
        fonts: 'src/fonts.ts',
        fontsLatin: 'src/fontsLatin.ts',
        fontsChinese: 'src/fontsChinese.ts',
      },
      formats: ['es'],
    },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
