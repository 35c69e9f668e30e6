import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const BASELINES = path.join(root, 'tests/visual/baselines');

/** Server suites about SQLite itself, which the PostgreSQL project does not run. */
const SQLITE_ONLY_SUITES = [
  'src/db/projectTypesMigration.test.ts',
  'src/db/retirementsMigration.test.ts',
  'src/contract/crashRecovery.test.ts',
];

/**
 * Every story as a test in headless system Chromium, with its screenshot, in one locale; in the
 * dark theme, every screen's stories (the components' own dark stories stay in the light runs).
 */
const storiesProject = (
  locale: 'en' | 'cn',
  theme: 'light' | 'dark' = 'light',
): TestProjectInlineConfiguration => {
  // Baselines of the dark runs sit beside the locale's: tests/visual/baselines/en-dark/.
  const folder = theme === 'dark' ? `${locale}-dark` : locale;
  return {
    plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
    optimizeDeps: {
      include: [
        'msw-storybook-addon/csf3',
        'styled-components',
        'react-i18next',
        'i18next',
        '@radix-ui/react-dialog',
        'decimal.js',
        'date-fns',
        'date-fns/constants',
        'date-fns/locale/en-GB',
        'date-fns/locale/zh-CN',
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
      ],
    },
    test: {
      name: theme === 'dark' ? `stories-${locale}-dark` : `stories-${locale}`,
      ...(theme === 'dark'
        ? {
            // Only the screens: everything but packages/ui/src/screens is left out.
            exclude: [
              '**/node_modules/**',
              'apps/**',
              'packages/ui/src/!(screens)/**',
              'packages/ui/src/*.mdx',
            ],
          }
        : {}),
      setupFiles: [path.join(root, '.storybook/vitest.setup.tsx')],
      provide: {
        storyLocale: locale,
        storyTheme: theme,
        storyScreenshots: process.env.STORY_SCREENSHOTS !== '0',
      },
      testTimeout: 30_000,
      // Every story file runs in the same page and module graph: a fresh page per file cost more
      // than the stories themselves (ADR 017). Stories share no state: each renders into a fresh
      // root, MSW handlers are set per story, and the clock is pinned per file.
      isolate: false,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: findChromium() ?? '/usr/bin/chromium',
            args: CHROMIUM_ARGS,
          },
          contextOptions: {
            viewport: { width: 1280, height: 1024 },
            deviceScaleFactor: 1,
            reducedMotion: 'reduce',
          },
        }),
        instances: [{ browser: 'chromium' }],
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // Strict: one changed pixel fails. Pixels are stable because fonts are bundled,
            // motion and carets are off, and time is a prop.
            comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0, includeAA: true },
            // tests/visual/baselines/<locale>[-dark]/<story id>.png
            resolveScreenshotPath: ({ arg, ext }) => path.join(BASELINES, folder, `${arg}${ext}`),
            resolveDiffPath: ({ arg, ext }) =>
              path.join(root, 'tests/visual/.diffs', folder, `${arg}${ext}`),
          },
        },
      },
    },
  };
};

export default defineConfig({
  test: {
    // `--coverage.enabled` (the unit stage of `npm test`) measures the domain package, where every
    // rule lives, and fails below 95 % of lines.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        test: {
          name: 'domain',
          root: path.join(root, 'packages/domain'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'ui-unit',
          root: path.join(root, 'packages/ui'),
          // .tsx: the screens' server-rendering test renders their stories.
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'reference-unit',
          root: path.join(root, 'apps/reference'),
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: path.join(root, 'apps/server'),
          include: ['src/**/*.test.ts'],
          // Suites about PostgreSQL alone run in server-pg, which starts its server; the suite of
          // several instances in cluster.
          exclude: ['**/node_modules/**', 'src/**/*.postgres.test.ts', 'src/**/*.cluster.test.ts'],
          environment: 'node',
          // The suites of one worker share one module graph: importing the server's modules again
          // for each file cost more than the tests (ADR 050). Every test builds its own server and
          // database, and no module holds state between them.
          isolate: false,
          // Many tests hash passwords with scrypt (hundreds of milliseconds each on purpose),
          // while other suites share the two cores.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // The same server suites on PostgreSQL (ADR 047): each test's server gets a fresh database
        // on a throwaway PostgreSQL server the project starts. Left out: what only SQLite has (its
        // file's migrations from before the baseline, the crash test reading the file).
        test: {
          name: 'server-pg',
          root: path.join(root, 'apps/server'),
          include: ['src/**/*.test.ts'],
          exclude: [...SQLITE_ONLY_SUITES, 'src/**/*.cluster.test.ts'],
          environment: 'node',
          globalSetup: ['src/testing/postgresGlobalSetup.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Three instances of the server on one PostgreSQL and one Redis behind nginx, each a real
        // process (ADR 047); the suite starts them all. One file, run alone.
        test: {
          name: 'cluster',
          root: path.join(root, 'apps/server'),
          include: ['src/**/*.cluster.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'contract',
          root: path.join(root, 'tests'),
          // With the visual review's generator (tests/visual/review), a tool of the suites.
          include: ['contract/**/*.test.ts', 'visual/review/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        // User journeys in headless system Chromium against the real server serving the built
        // app (`npm run build` first). Each file starts its own server and browser; two files run
        // at a time: a journey mostly waits (for the server, the socket, a timer), so two share
        // the machine's cores with time to spare (450 s for the suite against 620 s one by one).
        test: {
          name: 'e2e',
          root: path.join(root, 'tests'),
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
      storiesProject('en'),
      storiesProject('cn'),
      storiesProject('en', 'dark'),
    ],
  },
});
