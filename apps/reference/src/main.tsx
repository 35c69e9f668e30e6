import { StrictMode, startTransition } from 'react';
import '@carbonmarket/ui/fonts/latin';
import { loadLanguage } from '@carbonmarket/ui';
import { App } from './app/App';
import { getRuntimeConfig, i18n, languageStore, log, sessionStore } from './lib/services';
import { loadFaceFor } from './lib/language/chineseFont';
import { loadFirstPage, loadRoutes } from './app/loadFirstPage';
import { loadReactDom } from './app/startup/evaluateSharedChunks';
import { drawnForOf, matchesPrerender } from './app/startup/matchesPrerender';
import { DRAWN_DATA_ID } from './lib/query/drawnDataId';
import { drawingTimeOf } from './shared/time/drawingTime';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A visitor who chose Chinese gets its strings and face before the first paint (English is
// bundled); if they cannot be fetched the app starts anyway, in English or a system face. The data
// layer and the first page's code download meanwhile, in parallel; a failure shows up (and is
// handled) when they render lazily. (No top-level await: chunks that share the entry's modules
// would then be split off the entry.)
const language = languageStore.get();
const drawnFor = drawnForOf(root);
const hydrate = matchesPrerender({
  prerendered: root.dataset['prerendered'],
  drawnFor,
  location: window.location,
  language,
  session: sessionStore.getSnapshot().status,
  memId: sessionStore.getSnapshot().memId,
});
// A page the server drew for this visitor: the data it was drawn with goes into the cache (the
// same data, not asked again), and it is hydrated once the page's code is in.
const withData = hydrate && drawnFor !== undefined;
const drawnData = withData
  ? (document.getElementById(DRAWN_DATA_ID)?.textContent ?? null)
  : undefined;
// config.json is read once, in parallel with the first render; calls wait for it.
void getRuntimeConfig();
// The first page's code: awaited before hydrating (a lazy route would suspend and could not take
// over the prerendered markup), not before a fresh render, which shows it as soon as it arrives.
const firstPage = loadFirstPage(window.location, { withData, drawnData }).catch(() => false);
void Promise.all([
  loadLanguage(i18n, language).catch((error: unknown) => {
    log(`The ${language} translations could not be loaded`, error);
  }),
  loadFaceFor(language)?.catch((error: unknown) => {
    log(`The ${language} face could not be loaded`, error);
  }),
  // The routes must be known before anything renders (links are written from them).
  hydrate ? firstPage : loadRoutes(),
  // React DOM is a chunk of its own, evaluated in its own task (ADR 035).
  loadReactDom(),
]).then(([, , loaded, { createRoot, hydrateRoot }]) => {
  // The data did not arrive as drawn (a reply missing or refused): the page is drawn afresh.
  const hydrating = hydrate && loaded !== false;
  // Clocks on a page the server drew are hydrated at the moment it drew them.
  const drawnAt = hydrating && withData ? drawingTimeOf(root.dataset['drawnAt']) : null;
  const app = (
    <StrictMode>
      <App prerenderedDemo={root.dataset['demo'] !== undefined} drawnAt={drawnAt} />
    </StrictMode>
  );
  // The page the build prerendered for this address, as this visitor's first render would draw
  // it: React takes it over. Otherwise (another language, signed in, a query) it is replaced.
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // taking the page over in one long task (ADR 035).
  if (hydrating)
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError: (error) =>
          log('The page drawn before the app ran did not match', error),
      });
    });
  else {
    if (root.dataset['prerendered'] !== undefined) {
      for (const mark of ['prerendered', 'search', 'member', 'lang', 'drawn-at'])
        root.removeAttribute(`data-${mark}`);
      root.replaceChildren();
    }
    createRoot(root).render(app);
  }
  document.documentElement.removeAttribute('data-prerender');
});
