import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DesignSystemRoot, ToastProvider, autoTheme } from '@carbonmarket/ui';
import { BrowserRouter } from '../lib/router/Router';
import { LanguageProvider } from '../lib/language/LanguageContext';
import { loadFaceFor } from '../lib/language/chineseFont';
import { RouterLink } from '../shared/routing/RouterLink';
import { ConsoleRoutes } from './ConsoleRoutes';
import { ConsoleFeedback } from './ConsoleFeedback';
import { feedbackChannel, i18n, languageStore, log } from './consoleServices';

/**
 * The operator's console: language, router, design system (following the device's scheme), toasts
 * and its own query cache around its routes. Nothing of the member app's data layer or session.
 */
export function ConsoleApp() {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        // Queues change under the operator's feet: read again on focus; a refusal is not retried.
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: true } },
      }),
  );
  return (
    <LanguageProvider store={languageStore} i18n={i18n} log={log} loadFace={loadFaceFor}>
      {() => (
        <BrowserRouter>
          <DesignSystemRoot i18n={i18n} theme={autoTheme} linkComponent={RouterLink}>
            <ToastProvider>
              <QueryClientProvider client={queryClient}>
                <ConsoleFeedback channel={feedbackChannel} />
                <ConsoleRoutes />
              </QueryClientProvider>
            </ToastProvider>
          </DesignSystemRoot>
        </BrowserRouter>
      )}
    </LanguageProvider>
  );
}
