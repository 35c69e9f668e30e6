import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@carbonmarket/ui/fonts/latin';
import { loadLanguage } from '@carbonmarket/ui';
import { App } from './app/App';
import { getRuntimeConfig, i18n, languageStore, log } from './lib/services';
import { loadFaceFor } from './app/startup/chineseFont';
import { loadDataLayer } from './app/loadDataLayer';
import { routeLoaderFor } from './app/routes/routeTable';

// config.json is read once, in parallel with the first render; calls wait for it.
void getRuntimeConfig();
// The data layer and the first page's code download now, in parallel, not one after the other as
// rendering would ask for them. A failure here shows up (and is handled) when they render.
void loadDataLayer().catch(() => undefined);
void routeLoaderFor(window.location.pathname)().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A visitor who chose Chinese gets its strings and face before the first paint (English is
// bundled); if they cannot be fetched the app starts anyway, in English or a system face. (No
// top-level await: chunks that share the entry's modules would then be split off the entry.)
const language = languageStore.get();
void Promise.all([
  loadLanguage(i18n, language).catch((error: unknown) => {
    log(`The ${language} translations could not be loaded`, error);
  }),
  loadFaceFor(language)?.catch((error: unknown) => {
    log(`The ${language} face could not be loaded`, error);
  }),
]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
