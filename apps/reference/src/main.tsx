import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@carbonmarket/ui/fonts/latin';
import { loadLanguage } from '@carbonmarket/ui';
import { App } from './app/App';
import { getRuntimeConfig, i18n, languageStore, log, sessionStore } from './lib/services';
import { loadFaceFor } from './app/startup/chineseFont';
import { loadFirstPage, loadRoutes } from './app/loadFirstPage';
import { drawnForOf, matchesPrerender } from './app/startup/matchesPrerender';
import { replaceTransport } from './lib/api/transport';
import { FIRST_REPLIES_ID, answeringFrom, readFirstReplies } from './lib/api/firstReplies';
import { setDrawingTime } from './shared/time/drawingTime';

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
// A page the server drew for this visitor: its first reads are answered with the replies it was
// drawn with (the same data, not asked again), and it is hydrated once they are in the cache.
const withData = hydrate && drawnFor !== undefined;
const stopAnswering = withData
  ? replaceTransport((next) =>
      answeringFrom(readFirstReplies(document.getElementById(FIRST_REPLIES_ID)?.textContent), next),
    )
  : () => undefined;
// config.json is read once, in parallel with the first render; calls wait for it.
void getRuntimeConfig();
// The first page's code: awaited before hydrating (a lazy route would suspend and could not take
// over the prerendered markup), not before a fresh render, which shows it as soon as it arrives.
const firstPage = loadFirstPage(window.location, { withData }).catch(() => false);
void Promise.all([
  loadLanguage(i18n, language).catch((error: unknown) => {
    log(`The ${language} translations could not be loaded`, error);
  }),
  loadFaceFor(language)?.catch((error: unknown) => {
    log(`The ${language} face could not be loaded`, error);
  }),
  // The routes must be known before anything renders (links are written from them).
  hydrate ? firstPage : loadRoutes(),
]).then(([, , loaded]) => {
  // The data did not arrive as drawn (a reply missing or refused): the page is drawn afresh.
  const hydrating = hydrate && loaded !== false;
  // Clocks on a page the server drew are hydrated at the moment it drew them.
  if (hydrating && withData) setDrawingTime(Number(root.dataset['drawnAt']));
  const app = (
    <StrictMode>
      <App prerenderedDemo={root.dataset['demo'] !== undefined} />
    </StrictMode>
  );
  // The page the build prerendered for this address, as this visitor's first render would draw
  // it: React takes it over. Otherwise (another language, signed in, a query) it is replaced.
  if (hydrating)
    hydrateRoot(root, app, {
      onRecoverableError: (error) => log('The page drawn before the app ran did not match', error),
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
  // Later reads ask the server: the replies the page was drawn with are only for its first render.
  stopAnswering();
});
