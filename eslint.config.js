// ESLint flat config. Besides style and correctness it enforces the package boundaries of
// docs/ARCHITECTURE.md: domain <- ui <- reference, domain <- server.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

const ourPackages = (...names) =>
  names.map((name) => ({
    group: [
      `@carbonmarket/${name}`,
      `@carbonmarket/${name}/*`,
      `**/${name === 'domain' || name === 'ui' ? 'packages' : 'apps'}/${name}/**`,
    ],
    message: `This package may not import @carbonmarket/${name} (see docs/ARCHITECTURE.md).`,
  }));

const uiForbidden = [
  ...ourPackages('reference', 'server'),
  {
    group: [
      'react-router',
      'react-router-dom',
      'react-router/*',
      '@tanstack/*',
      'swr',
      'axios',
      'ky',
      'ofetch',
      'msw',
      'msw/*',
    ],
    message: 'packages/ui never routes or fetches: take data and callbacks as props.',
  },
];

/** What no module of the domain imports: our other packages, React and the DOM, I/O. */
const domainPatterns = [
  ...ourPackages('ui', 'reference', 'server'),
  {
    group: [
      'react',
      'react-dom',
      'react/*',
      'react-dom/*',
      'styled-components',
      'i18next',
      'react-i18next',
    ],
    message: 'domain is pure: no React, no DOM.',
  },
  {
    group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process'],
    message: 'domain touches no I/O.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      'coverage/**',
      'data/**',
      '.storybook/public/**',
      '**/__screenshots__/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.es2023 } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'always'],
    },
  },
  {
    files: ['**/*.tsx', 'packages/ui/**/*.ts', 'apps/reference/**/*.ts', '.storybook/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  ...storybook.configs['flat/recommended'],
  {
    // The server's data layer is async (ADR 047): a promise nobody awaits is a write that may
    // land after the transaction it belongs to, or an error nobody sees. Type-aware, so this
    // block reads the server's own tsconfig.
    files: ['apps/server/src/**/*.ts'],
    languageOptions: {
      parserOptions: {
        project: './apps/server/tsconfig.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: domainPatterns }],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'localStorage',
          'sessionStorage',
          'fetch',
          'XMLHttpRequest',
          'WebSocket',
          'navigator',
          'setTimeout',
          'setInterval',
        ].map((name) => ({
          name,
          message: 'domain is pure: pass values in, return commands out.',
        })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Take `now` as an argument.' },
        { object: 'Math', property: 'random', message: 'Inject randomness.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Take `now` as an argument.',
        },
      ],
    },
  },
  {
    // The rules entry (@carbonmarket/domain) ships without zod; schemas live in the contract (and
    // the OpenAPI entry, which is built from it).
    files: ['packages/domain/src/**/*.ts'],
    ignores: [
      'packages/domain/src/api/**',
      'packages/domain/src/validation/**',
      'packages/domain/src/contract.ts',
      'packages/domain/src/openapi.ts',
      'packages/domain/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...domainPatterns,
            {
              group: ['zod', 'zod/*', '**/api', '**/api/**', '**/validation', '**/validation/**'],
              message:
                'The rules carry no zod and no wire: schemas belong in api/ or validation/ (@carbonmarket/domain/contract).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // styled-components compiles the second `&` of `& + &` / `& ~ &` to the component's
          // shared class, so a theme-dependent rule in it leaks between themes: the last theme
          // rendered colours every instance.
          selector: 'TemplateElement[value.raw=/&\\s*[+~]\\s*&/]',
          message:
            'Use `&:not(:first-child)` (or a sibling selector on a plain class), not `& + &`.',
        },
      ],
      'no-restricted-imports': ['error', { patterns: uiForbidden }],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'localStorage', 'sessionStorage', 'XMLHttpRequest', 'WebSocket'].map(
          (name) => ({
            name,
            message:
              'packages/ui never fetches or reads storage: take data and callbacks as props.',
          }),
        ),
      ],
    },
  },
  {
    files: ['apps/reference/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ourPackages('server') }],
      // An address glued from a path and a query (`${pathOf('project')}?id=${id}`,
      // `href('login') + q`) escapes the route's types and its encoding: `href(name, params)`
      // builds it.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TemplateLiteral[quasis.0.value.raw=''][expressions.0.type='CallExpression'][expressions.0.callee.name=/^(pathOf|href)$/]",
          message: 'Build the address with `href(name, params)` from shared/routing/href.ts.',
        },
        {
          selector:
            "BinaryExpression[operator='+'] > CallExpression.left[callee.name=/^(pathOf|href)$/]",
          message: 'Build the address with `href(name, params)` from shared/routing/href.ts.',
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-restricted-imports': ['error', { patterns: ourPackages('ui', 'reference') }] },
  },
  {
    files: [
      'scripts/**/*.mjs',
      '.ci/**/*.mjs',
      'eslint.config.js',
      '.dependency-cruiser.cjs',
      '**/vite.config.ts',
      '**/vite.console.config.ts',
      'apps/reference/build/**/*.ts',
      'vitest.config.ts',
      'tests/**/*.ts',
      '.storybook/main.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
