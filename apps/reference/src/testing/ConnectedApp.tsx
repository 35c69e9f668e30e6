import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../lib/router/Router';
import { useLocation } from '../lib/router/RouterContext';
import { DesignSystemRoot, ToastProvider, createI18n } from '@carbonmarket/ui';
import { SessionProvider } from '../lib/session/SessionProvider';
import { LanguageProvider } from '../lib/language/LanguageContext';
import { RouterLink } from '../shared/routing/RouterLink';
import { AppRoutes } from '../app/routes/AppRoutes';
import { TransportFeedback } from '../app/feedback/TransportFeedback';
import { GuestOfferPrompt } from '../app/feedback/GuestOfferPrompt';
import { DemoModeNotice } from '../app/DemoModeNotice';
import { OfflineState } from '../app/offline/OfflineState';
import { createQueryClient } from '../lib/query/createQueryClient';
import {
  baseSettingsStore,
  feedbackChannel,
  languageStore,
  log,
  sessionStore,
} from '../lib/services';

/**
 * Shows the current address, its query included (visually hidden), so that play functions can
 * check navigation.
 */
function CurrentPath() {
  const { pathname, search } = useLocation();
  return (
    <output
      data-testid="current-path"
      style={{
        position: 'absolute',
        width: 1,
        height: 1,
        overflow: 'hidden',
        clipPath: 'inset(50%)',
      }}
    >
      {`${pathname}${search}`}
    </output>
  );
}

/**
 * The reference app around its routes as `App` composes it (session, language, router, design
 * system, query cache, toasts, transport feedback, the guest offer, demo notice, the offline state,
 * the routes with their guards), starting at `path` in a memory router, with a fresh query cache. The API calls go to MSW handlers.
 */
export function ConnectedApp({ path }: { path: string }) {
  const [queryClient] = useState(createQueryClient);
  // Every translation bundled, so a story renders in its language from the first frame.
  const [i18n] = useState(() => createI18n(languageStore.get()));
  return (
    <SessionProvider store={sessionStore}>
      <LanguageProvider store={languageStore} i18n={i18n} log={log}>
        {() => (
          <MemoryRouter initialEntries={[path]}>
            <DesignSystemRoot i18n={i18n} linkComponent={RouterLink}>
              <QueryClientProvider client={queryClient}>
                <ToastProvider>
                  <DemoModeNotice settings={baseSettingsStore} />
                  <TransportFeedback channel={feedbackChannel} />
                  <GuestOfferPrompt />
                  <OfflineState queryClient={queryClient}>
                    <AppRoutes />
                  </OfflineState>
                  <CurrentPath />
                </ToastProvider>
              </QueryClientProvider>
            </DesignSystemRoot>
          </MemoryRouter>
        )}
      </LanguageProvider>
    </SessionProvider>
  );
}
