import { Suspense, lazy, useState } from 'react';
import { BrowserRouter } from '../lib/router/Router';
import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { Locale } from '@carbonmarket/ui';
import { DesignSystemRoot, ToastProvider, autoTheme } from '@carbonmarket/ui';
import { SessionProvider } from '../lib/session/SessionProvider';
import { LanguageProvider } from '../lib/language/LanguageContext';
import { RouterLink } from '../shared/routing/RouterLink';
import { ScrollToTop } from './navigation/ScrollToTop';
import { TransportFeedback } from './feedback/TransportFeedback';
import { GuestOfferPrompt } from './feedback/GuestOfferPrompt';
import { TimeoutPrompt } from './feedback/TimeoutPrompt';
import { Startup } from './startup/Startup';
import { DemoModeNotice } from './DemoModeNotice';
import { loadFaceFor } from '../lib/language/chineseFont';
import { loadDataLayer } from './loadDataLayer';
import { loadedDataLayer } from './firstPage';
import { DrawingTimeContext } from '../shared/time/drawingTime';
import type { SessionStore } from '../lib/session/sessionStore';
import type { ExternalStore } from '../lib/store/externalStore';
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
 * What one render of the app reads and writes: the browser's tab has one of each (`lib/services`);
 * the server draws each page with instances made for that request, so that renders never share
 * a visitor, a language or a cache.
 */
export interface AppServices {
  sessionStore: SessionStore;
  languageStore: ExternalStore<Locale>;
  i18n: I18n;
  /** The server-state cache; the app's own when absent. */
  queryClient?: QueryClient;
}

const tabServices: AppServices = { sessionStore, languageStore, i18n };

/**
 * The reference app: session, language, router, design system (in the `auto` theme, which
 * follows the device or the scheme chosen in Settings) and toasts around the data layer
 * (query cache, live connection, routes with their guards: access and the FAQ rule), which loads
 * beside the first route; transport feedback beside them, and the demo notice above the pages
 * when the server is a demo. `Router` is the browser's history, or a fixed address when the
 * build prerenders a page; the first page's code is loaded first (`loadFirstPage`) so that it
 * renders in one pass.
 */
export function App({
  Router = BrowserRouter,
  prerenderedDemo = false,
  services = tabServices,
  drawnAt = null,
}: {
  Router?: ComponentType<{ children?: ReactNode }>;
  /** The prerendered page being hydrated (or rendered) is a demo server's: it has the notice. */
  prerenderedDemo?: boolean;
  /** The render's session, language, strings and cache (the tab's own by default). */
  services?: AppServices;
  /** The time a page drawn earlier shows while it is drawn or hydrated (`DrawingTimeContext`). */
  drawnAt?: number | null;
} = {}) {
  // Chosen once: the data layer must not remount when its code arrives after the first render.
  const [DataLayer] = useState(() => loadedDataLayer() ?? LazyDataLayer);
  return (
    <SessionProvider store={services.sessionStore}>
      <LanguageProvider
        store={services.languageStore}
        i18n={services.i18n}
        log={log}
        loadFace={loadFaceFor}
      >
        {() => (
          <Router>
            <DesignSystemRoot i18n={services.i18n} theme={autoTheme} linkComponent={RouterLink}>
              <ToastProvider>
                <DemoModeNotice settings={baseSettingsStore} prerenderedDemo={prerenderedDemo} />
                <Startup log={log} />
                <TransportFeedback channel={feedbackChannel} />
                <GuestOfferPrompt />
                <TimeoutPrompt channel={feedbackChannel} />
                <ScrollToTop />
                <DrawingTimeContext.Provider value={drawnAt}>
                  <Suspense fallback={null}>
                    <DataLayer
                      session={services.sessionStore}
                      {...(services.queryClient ? { queryClient: services.queryClient } : {})}
                    />
                  </Suspense>
                </DrawingTimeContext.Provider>
              </ToastProvider>
            </DesignSystemRoot>
          </Router>
        )}
      </LanguageProvider>
    </SessionProvider>
  );
}
