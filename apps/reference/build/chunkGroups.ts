/*
 * How the build groups modules into chunks (ADR 009). Rolldown's automatic splitting made about 30
 * small files for one cold page; these groups make a few shared ones, each loaded by the pages
 * that need it. Higher priority groups take their modules first. `[\\/]` is a path separator on
 * any platform.
 */

const domainPackage = /[\\/]packages[\\/]domain[\\/]/;
const wireAndForms = /[\\/]packages[\\/]domain[\\/]src[\\/](api|validation)[\\/]/;
const forms = /[\\/]packages[\\/]domain[\\/]src[\\/]validation[\\/]/;
/**
 * The form schemas and the endpoints, in parts that each build their zod schemas in well under
 * 50 ms of a mid-range phone's time (ADR 046): built all at once, they were two tasks of 90 to
 * 150 ms at every start. Each part comes after the parts it imports.
 */
const domainFile = (folder: string, names: string) =>
  new RegExp(`[\\\\/]packages[\\\\/]domain[\\\\/]src[\\\\/]${folder}[\\\\/](${names})\\.ts$`);
const accountForms = domainFile('validation', 'authForms|accountForms|faqForm');
const moneyForms = domainFile('validation', 'moneyForms|retireForm|footprintAnswers');
const projectEndpoints = domainFile('api[\\\\/]endpoints', 'projects|orders');
const creditEndpoints = domainFile('api[\\\\/]endpoints', 'credits');
const accountEndpoints = domainFile(
  'api[\\\\/]endpoints',
  'auth|profile|faq|news|notifications|footprint',
);
const walletEndpoints = domainFile('api[\\\\/]endpoints', 'wallet|config|membership');
/** What the endpoints are built with: everything of `api/` but the lists of all of them. */
const contractCore =
  /[\\/]packages[\\/]domain[\\/]src[\\/]api[\\/](?!registry|allEndpoints|adminRegistry|index)\w+\.ts$/;
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
 * with the wheel reading it zooms by, a news article's body with its sanitiser).
 */
const uiOnDemand =
  /[\\/]i18n[\\/](bundles|locales)[\\/]|[\\/]fonts\w*\.ts$|@fontsource|[\\/]ui[\\/]src[\\/](screens|components[\\/]ArticleBody)[\\/]|[\\/]node_modules[\\/](qrcode\.react|react-easy-crop|normalize-wheel|dompurify)[\\/]/;
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
    priority: 20,
    includeDependenciesRecursively: false,
  },
  // Everything the entry needs, in the entry chunk.
  { name: 'index', tags: ['$initial' as const], priority: 19 },
  // The rules (with the date-fns arithmetic they use) and money (decimal.js) the design system
  // formats with, and ApiError (it imports only types), so that a page can tell errors apart
  // without the contract.
  {
    name: 'domain',
    test: (id: string) =>
      (domainPackage.test(id) || decimal.test(id) || apiError.test(id)) && !wireAndForms.test(id),
    priority: 18,
  },
  // zod alone, then the form schemas on it in three parts, then the API contract on both in six:
  // chunks that start-up evaluates a task each (app/startup/evaluateSharedChunks.ts). A group
  // takes the modules its modules import too, so a part comes before the parts that import it.
  {
    name: 'zod',
    test: (id: string) => zod.test(id) || zodSetting.test(id),
    priority: 17,
  },
  { name: 'formsAccount', test: (id: string) => accountForms.test(id), priority: 15 },
  { name: 'formsMoney', test: (id: string) => moneyForms.test(id), priority: 15 },
  {
    name: 'forms',
    test: (id: string) => forms.test(id) && !accountForms.test(id) && !moneyForms.test(id),
    priority: 16,
  },
  { name: 'contractCore', test: (id: string) => contractCore.test(id), priority: 14 },
  { name: 'contractProjects', test: (id: string) => projectEndpoints.test(id), priority: 13 },
  { name: 'contractCredits', test: (id: string) => creditEndpoints.test(id), priority: 12 },
  { name: 'contractAccount', test: (id: string) => accountEndpoints.test(id), priority: 12 },
  { name: 'contractWallet', test: (id: string) => walletEndpoints.test(id), priority: 13 },
  // The lists of all endpoints and the client.
  {
    name: 'contract',
    test: (id: string) => (wireAndForms.test(id) || apiClient.test(id)) && !apiError.test(id),
    priority: 11,
  },
  // The design system's components and the libraries; each screen goes with its route.
  {
    name: 'ui',
    test: (id: string) =>
      (uiPackage.test(id) || nodeModules.test(id)) &&
      !uiOnDemand.test(id) &&
      !dateFormatting.test(id),
    priority: 10,
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
  'formsAccount',
  'formsMoney',
  'contractCore',
  'contractProjects',
  'contractCredits',
  'contractAccount',
  'contractWallet',
  'contract',
  'DataLayer',
  'rules',
  'designSystem',
];

/** Whether a built file (`assets/<name>-<hash>.js`) is one of `preloadedChunks`. */
export const isPreloadedChunk = (fileName: string): boolean => {
  const name = /(?:^|\/)([A-Za-z]+)-[\w-]{8}\.js$/.exec(fileName)?.[1];
  return name !== undefined && preloadedChunks.includes(name);
};
