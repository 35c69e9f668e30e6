import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@carbonmarket/ui/fonts/latin';
import { loadAreaTexts, loadLanguage } from '@carbonmarket/ui';
import { ConsoleApp } from './ConsoleApp';
import { i18n, languageStore, log } from './consoleServices';

const root = document.getElementById('root');
if (!root) throw new Error('console/index.html has no #root element');

// The console's strings (and the member app's words its member pages show), and Chinese when
// chosen, before the first render; the console starts in English if they cannot be fetched (the
// language switch tries again).
const language = languageStore.get();
void Promise.all([
  loadLanguage(i18n, language).catch((error: unknown) =>
    log(`The ${language} translations could not be loaded`, error),
  ),
  loadAreaTexts(i18n, 'console').catch((error: unknown) =>
    log('The console strings could not be loaded', error),
  ),
  // A member's orders and fund records are drawn with the member app's own lines and words; a
  // project's registries and goals are named in the project pages' words.
  ...(['orders', 'wallet', 'projectPages'] as const).map((area) =>
    loadAreaTexts(i18n, area).catch((error: unknown) =>
      log(`The ${area} strings could not be loaded`, error),
    ),
  ),
]).then(() => {
  createRoot(root).render(
    <StrictMode>
      <ConsoleApp />
    </StrictMode>,
  );
});
