import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { DesignSystemProvider, ToastProvider } from '@carbonmarket/ui';
import { SessionProvider } from '../session/SessionProvider';
import { LanguageProvider } from './LanguageContext';
import { RouterLink } from './RouterLink';
import { AppRoutes } from './routes/AppRoutes';
import { FaqRedirect } from './navigation/FaqRedirect';
import { ScrollToTop } from './navigation/ScrollToTop';
import { TransportFeedback } from './feedback/TransportFeedback';
import { TimeoutPrompt } from './feedback/TimeoutPrompt';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { ConnectionIndicator } from './ConnectionIndicator';
import { Startup } from './startup/Startup';
import { VisitorCacheReset } from './session/VisitorCacheReset';
import {
  baseSettingsStore,
  connectionState,
  feedbackChannel,
  languageStore,
  log,
  queryClient,
  sessionStore,
} from './platform';

/**
 * The reference app: session, language, router, design system, server-state cache, toasts and the
 * live connection around the routes; the FAQ rule and transport feedback beside them.
 */
export function App() {
  return (
    <SessionProvider store={sessionStore}>
      <LanguageProvider store={languageStore}>
        {({ locale, i18n }) => (
          <BrowserRouter>
            <DesignSystemProvider locale={locale} i18n={i18n} linkComponent={RouterLink}>
              <QueryClientProvider client={queryClient}>
                <ToastProvider>
                  <RealtimeProvider
                    queryClient={queryClient}
                    session={sessionStore}
                    baseSettings={baseSettingsStore}
                    connection={connectionState}
                    log={log}
                  >
                    <Startup log={log} />
                    <VisitorCacheReset queryClient={queryClient} />
                    <TransportFeedback channel={feedbackChannel} />
                    <TimeoutPrompt channel={feedbackChannel} />
                    <FaqRedirect />
                    <ScrollToTop />
                    <AppRoutes />
                    <ConnectionIndicator />
                  </RealtimeProvider>
                </ToastProvider>
              </QueryClientProvider>
            </DesignSystemProvider>
          </BrowserRouter>
        )}
      </LanguageProvider>
    </SessionProvider>
  );
}
