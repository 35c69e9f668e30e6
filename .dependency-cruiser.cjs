// The import rules of the repository, checked by `npm run deps` (a stage of `npm test`).
// docs/ARCHITECTURE.md explains the layers; each rule's comment says what it protects.
const reference = '^apps/reference/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles anywhere, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'domain-is-the-bottom',
      severity: 'error',
      comment: 'The domain depends on no other package of ours.',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/ui|apps)/' },
    },
    {
      name: 'rules-below-contract',
      severity: 'error',
      comment:
        'The rules entry (@carbonmarket/domain) carries no zod and no wire: none of its modules imports the contract (api/, validation/, contract.ts). The contract and OpenAPI entries and tests may. ESLint keeps zod itself out.',
      from: {
        path: '^packages/domain/src/',
        pathNot: [
          '^packages/domain/src/(api|validation)/',
          '^packages/domain/src/(contract|openapi)[.]ts$',
          '[.]test[.]ts$',
        ],
      },
      to: {
        path: ['^packages/domain/src/(api|validation)/', '^packages/domain/src/contract[.]ts$'],
      },
    },
    {
      name: 'ui-knows-no-app',
      severity: 'error',
      comment: 'The design system is embedded by other apps: it never imports ours.',
      from: { path: '^packages/ui/' },
      to: { path: '^apps/' },
    },
    {
      name: 'reference-is-a-client',
      severity: 'error',
      comment: 'The reference app talks to the server over HTTP only.',
      from: { path: '^apps/reference/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-renders-nothing',
      severity: 'error',
      comment: 'The server shares rules through the domain, never UI code.',
      from: { path: '^apps/server/' },
      to: { path: '^(packages/ui|apps/reference)/' },
    },
    {
      name: 'ledger-below-http',
      severity: 'error',
      comment: 'The ledger knows nothing of HTTP: routes call it, never the reverse.',
      from: { path: '^apps/server/src/ledger/' },
      to: { path: '^apps/server/src/(http|routes)/' },
    },
    {
      name: 'lib-is-the-floor',
      severity: 'error',
      comment:
        "The reference app's lib (API client, query, realtime, session, storage) imports nothing above it.",
      from: { path: `${reference}lib/` },
      to: { path: `${reference}(app|shared|features)/` },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: 'Cross-feature hooks and parts never reach up into the wiring or a feature.',
      from: { path: `${reference}shared/` },
      to: { path: `${reference}(app|features|testing)/` },
    },
    {
      name: 'features-never-import-app',
      severity: 'error',
      comment:
        'A feature is mounted by app/ and never imports it: what it needs lives in lib/ or shared/.',
      from: { path: `${reference}features/` },
      to: { path: `${reference}app/` },
    },
    {
      name: 'features-stand-alone',
      severity: 'error',
      comment:
        'A feature never imports another feature; shared code moves down to shared/ or lib/.',
      from: { path: `${reference}features/([^/]+)/` },
      to: { path: `${reference}features/`, pathNot: `${reference}features/$1/` },
    },
    {
      name: 'testing-only-in-tests',
      severity: 'error',
      comment: 'The fixtures and the connected app of the stories never ship in the product.',
      from: { path: reference, pathNot: `${reference}(testing/|.*[.](test|stories)[.]tsx?$)` },
      to: { path: `${reference}testing/` },
    },
    {
      name: 'members-never-load-the-console',
      severity: 'error',
      comment:
        "The console is a build of its own (ADR 052): nothing of the member app imports it, so no member's chunk can hold its code.",
      from: { path: reference, pathNot: `${reference}console/` },
      to: { path: `${reference}console/` },
    },
    {
      name: 'console-on-the-floor',
      severity: 'error',
      comment:
        "The console builds on lib/ and shared/ alone: none of the member app's wiring or features.",
      from: { path: `${reference}console/` },
      to: { path: `${reference}(app|features)/` },
    },
    {
      name: 'console-tests-only-use-the-fakes',
      severity: 'error',
      comment: "Only the console's tests use the app's test fakes (a fake server, a fake socket).",
      from: { path: `${reference}console/`, pathNot: '[.]test[.]tsx?$' },
      to: { path: `${reference}testing/` },
    },
    {
      name: 'reference-layers-known',
      severity: 'error',
      comment:
        'Every module of the reference app sits in one of its layers (docs/ARCHITECTURE.md).',
      from: {
        path: reference,
        pathNot: `${reference}(main[.]tsx|app/|lib/|shared/|features/[^/]+/(api|routes)/|console/|testing/)`,
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-server|storybook-static)/' },
    // Type-only imports count: a circle of types is still a circle for the reader.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.tools.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.mjs', '.js'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
