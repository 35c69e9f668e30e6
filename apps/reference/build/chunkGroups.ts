/*
 * How the build groups modules into chunks (ADR 009). Rolldown's automatic splitting made about 30
 * small files for one cold page; these groups make a few shared ones, each loaded by the pages
 * that need it. Higher priority groups take their modules first. `[\\/]` is a path separator on
 * any platform.
 */

const domainPackage = /[\\/]packages[\\/]domain[\\/]/;
const wireAndForms = /[\\/]packages[\\/]domain[\\/]src[\\/](api|validation)[\\/]/;
const forms = /[\\/]packages[\\/]domain[\\/]src[\\/]validation[\\/]/;
const apiError = /[\\/]lib[\\/]api[\\/]apiError\.ts$/;
/** The client and the app's instance of it; not ApiError or the screen-error reader (route code). */
const apiClient = /[\\/]src[\\/]lib[\\/]api[\\/](?!apiError\.ts$|errorCode\.ts$)/;
const zod = /[\\/]node_modules[\\/]zod[\\/]/;
/** zod as the app imports it, parsing without eval (`build/zodWithoutEval.ts`). */
const zodSetting = /[\\/]build[\\/]zodWithoutEval\.ts$/;
const decimal = /[\\/]node_modules[\\/]decimal\.js[\\/]/;
const uiPackage = /[\\/]packages[\\/]ui[\\/]src[\\/]/;
const nodeModules = /[\\/]node_modules[\\/]/;
/**
 * React DOM's client (its renderer and scheduler): two thirds of what the entry was. The small
 * `react-dom` module (portals) stays with the entry's components.
 */
const reactDom =
  /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/;
/**
 * What the design system loads on demand (translations, the Chinese face) or a route brings (the
 * screens, and the libraries one route draws with: the QR code of the top-up, the avatar's cropper
 * with the wheel reading it zooms by, the sanitiser of a news article).
 */
const uiOnDemand =
  /[\\/]i18n[\\/](bundles|locales)[\\/]|[\\/]fonts\w*\.ts$|@fontsource|[\\/]ui[\\/]src[\\/]screens[\\/]|[\\/]node_modules[\\/](qrcode\.react|react-easy-crop|normalize-wheel|dompurify)[\\/]/;
/**
 * Date formatting (date-fns' `format` and its English and Chinese locales): only the screens that
 * show a date need it, so it goes with their routes. The date arithmetic the rules use is in
 * `domain` already.
 */
const dateFormatting =
  /[\\/]i18n[\\/](formatDate|dateLocales)\.ts$|[\\/]node_modules[\\/]date-fns[\\/]/;

export const chunkGroups = [
  // React DOM, which start-up imports first and on its own (app/startup/evaluateSharedChunks.ts),
  // so that its evaluation is a task of its own rather than most of the entry's.
  // React itself, which the entry's components import too, stays in the entry.
  {
    name: 'reactDom',
    test: (id: string) => reactDom.test(id),
    priority: 7,
    includeDependenciesRecursively: false,
  },
  // Everything the entry needs, in the entry chunk.
  { name: 'index', tags: ['$initial' as const], priority: 6 },
  // The rules (with the date-fns arithmetic they use) and money (decimal.js) the design system
  // formats with, and ApiError (it imports only types), so that a page can tell errors apart
  // without the contract.
  {
    name: 'domain',
    test: (id: string) =>
      (domainPackage.test(id) || decimal.test(id) || apiError.test(id)) && !wireAndForms.test(id),
    priority: 5,
  },
  // zod alone, then the form schemas on it, then the API contract on both: three chunks, so that
  // start-up can evaluate them a task each (app/startup/evaluateSharedChunks.ts).
  {
    name: 'zod',
    test: (id: string) => zod.test(id) || zodSetting.test(id),
    priority: 4,
  },
  { name: 'forms', test: (id: string) => forms.test(id), priority: 3 },
  // The endpoints' schemas and the client.
  {
    name: 'contract',
    test: (id: string) => (wireAndForms.test(id) || apiClient.test(id)) && !apiError.test(id),
    priority: 2,
  },
  // The design system's components and the libraries; each screen goes with its route.
  {
    name: 'ui',
    test: (id: string) =>
      (uiPackage.test(id) || nodeModules.test(id)) &&
      !uiOnDemand.test(id) &&
      !dateFormatting.test(id),
    priority: 1,
  },
];

/**
 * The chunks every first page needs, preloaded by index.html beside the entry; `rules` and
 * `designSystem` are the one-line chunks through which start-up evaluates `domain` and `ui`.
 */
export const preloadedChunks = [
  'reactDom',
  'ui',
  'domain',
  'zod',
  'forms',
  'contract',
  'DataLayer',
  'rules',
  'designSystem',
];
