import { Suspense, lazy, useState } from 'react';
import { BrowserRouter } from '../lib/router/Router';
import type { ComponentType, ReactNode } from 'react';
import { DesignSystemRoot, ToastProvider } from '@carbonmarket/ui';
import { SessionProvider } from '../lib/session/SessionProvider';
import { LanguageProvider } from '../lib/language/LanguageContext';
import { RouterLink } from '../shared/routing/RouterLink';
import { ScrollToTop } from './navigation/ScrollToTop';
import { TransportFeedback } from './feedback/TransportFeedback';
import { GuestOfferPrompt } from './feedback/GuestOfferPrompt';
import { TimeoutPrompt } from './feedback/TimeoutPrompt';
import { Startup } from './startup/Startup';
import { DemoModeNotice } from './DemoModeNotice';
import { loadFaceFor } from './startup/chineseFont';
import { loadDataLayer } from './loadDataLayer';
import { loadedDataLayer } from './firstPage';
import {
  baseSettingsStore,
  feedbackChannel,
  i18n,
  languageStore,
  log,
  sessionStore,
} from '../lib/services';

const LazyDataLayer = lazy(loadDataLayer);

/**
 * The reference app: session, language, router, design system and toasts around the data layer
 * (query cache, live connection, routes with their guards: access and the FAQ rule), which loads
 * beside the first route; transport feedback beside them, and the demo notice above the pages
 * when the server is a demo. `Router` is the browser's history, or a fixed address when the
 * build prerenders a page; the first page's code is loaded first (`loadFirstPage`) so that it
 * renders in one pass.
 */
export function App({
  Router = BrowserRouter,
  prerenderedDemo = false,
}: {
  Router?: ComponentType<{ children?: ReactNode }>;
  /** The prerendered page being hydrated (or rendered) is a demo server's: it has the notice. */
  prerenderedDemo?: boolean;
} = {}) {
  // Chosen once: the data layer must not remount when its code arrives after the first render.
  const [DataLayer] = useState(() => loadedDataLayer() ?? LazyDataLayer);
  return (
    <SessionProvider store={sessionStore}>
      <LanguageProvider store={languageStore} i18n={i18n} log={log} loadFace={loadFaceFor}>
        {() => (
          <Router>
            <DesignSystemRoot i18n={i18n} linkComponent={RouterLink}>
              <ToastProvider>
                <DemoModeNotice settings={baseSettingsStore} prerenderedDemo={prerenderedDemo} />
                <Startup log={log} />
                <TransportFeedback channel={feedbackChannel} />
                <GuestOfferPrompt />
                <TimeoutPrompt channel={feedbackChannel} />
                <ScrollToTop />
                <Suspense fallback={null}>
                  <DataLayer />
                </Suspense>
              </ToastProvider>
            </DesignSystemRoot>
          </Router>
        )}
      </LanguageProvider>
    </SessionProvider>
  );
}
