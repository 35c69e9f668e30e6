import { readdirSync, readFileSync } from 'node:fs';
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
 * One entry per screen, `screens/<area>/<Name>Screen/index`: the package exports each screen at
 * its own path (`@carbonmarket/ui/screens/<area>/<Name>Screen`), so a new screen needs no line in a
 * list (ADR 036).
 */
const screensDir = new URL('./src/screens/', import.meta.url);
const screenEntries = Object.fromEntries(
  readdirSync(screensDir, { withFileTypes: true })
    .filter((area) => area.isDirectory())
    .flatMap((area) =>
      readdirSync(new URL(`${area.name}/`, screensDir), { withFileTypes: true })
        .filter((screen) => screen.isDirectory() && screen.name.endsWith('Screen'))
        .map((screen) => {
          const entry = `screens/${area.name}/${screen.name}/index`;
          return [entry, `src/${entry}.ts`] as const;
        }),
    ),
);

/**
 * Builds the published package: ES modules in `dist/`, one per source module, so the app's
 * bundler tree-shakes and splits them as it would the source (the Chinese and legal translations
 * stay dynamic imports). Entries: the design system, each screen, the colour scheme's stylesheet (for a server's or a build's
 * page head, without React), and the three font entries, which keep
 * their `@fontsource/*` style-sheet imports, so the app's bundler ships the CSS and font files.
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
        colorScheme: 'src/colorScheme.ts',
        ...screenEntries,
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
