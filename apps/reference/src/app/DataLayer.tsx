import { QueryClientProvider } from '@tanstack/react-query';
import { useToast } from '@carbonmarket/ui';
import { AppRoutes } from './routes/AppRoutes';
import { RouteDataPrefetch } from './routes/RouteDataPrefetch';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { VisitorCacheReset } from './session/VisitorCacheReset';
import { ConnectionIndicator } from './ConnectionIndicator';
import { OfflineState } from './offline/OfflineState';
import { seedOnlineState } from './offline/onlineState';
import { registerServiceWorkerLater } from './offline/registerServiceWorker';
import { baseSettingsStore, connectionState, log, sessionStore } from '../lib/services';
import type { QueryClient } from '@tanstack/react-query';
import { queryClient as tabQueryClient } from '../lib/query/queryCache';
import type { SessionStore } from '../lib/session/sessionStore';
// Created with the data layer, at start: it puts the stored colour scheme on the page and in its
// cookie (the store is kept out of the entry, `appColorScheme.ts`).
import '../lib/appearance/appColorScheme';

seedOnlineState();
registerServiceWorkerLater(log);

/**
 * The routes with what feeds them server state: the query cache, the live connection that updates
 * it, the reset of the cache when the visitor changes, and the offline state (notice and disabled
 * money actions) while the device has no network. Loaded lazily (with the first route, see
 * main.tsx), it keeps TanStack Query out of the entry chunk.
 */
export default function DataLayer({
  queryClient = tabQueryClient,
  session = sessionStore,
}: {
  /** The cache of this render: the tab's own, or one the server made for a request. */
  queryClient?: QueryClient;
  session?: SessionStore;
}) {
  const toast = useToast();
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider
        queryClient={queryClient}
        session={session}
        baseSettings={baseSettingsStore}
        connection={connectionState}
        log={log}
        // A notification pushed shows its title (plain text) as a toast, on whatever page is open.
        onNotification={(notification) => toast.info(notification.title)}
      >
        <VisitorCacheReset queryClient={queryClient} />
        <RouteDataPrefetch />
        <OfflineState queryClient={queryClient}>
          <ConnectionIndicator>
            <AppRoutes />
          </ConnectionIndicator>
        </OfflineState>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
