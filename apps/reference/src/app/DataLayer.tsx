import { QueryClientProvider } from '@tanstack/react-query';
import { AppRoutes } from './routes/AppRoutes';
import { RouteDataPrefetch } from './routes/RouteDataPrefetch';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { VisitorCacheReset } from './session/VisitorCacheReset';
import { ConnectionIndicator } from './ConnectionIndicator';
import { baseSettingsStore, connectionState, log, sessionStore } from '../lib/services';
import { queryClient } from '../lib/query/queryCache';

/**
 * The routes with what feeds them server state: the query cache, the live connection that updates
 * it, and the reset of the cache when the visitor changes. Loaded lazily (with the first route, see
 * main.tsx), it keeps TanStack Query out of the entry chunk.
 */
export default function DataLayer() {
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider
        queryClient={queryClient}
        session={sessionStore}
        baseSettings={baseSettingsStore}
        connection={connectionState}
        log={log}
      >
        <VisitorCacheReset queryClient={queryClient} />
        <RouteDataPrefetch />
        <ConnectionIndicator>
          <AppRoutes />
        </ConnectionIndicator>
      </RealtimeProvider>
    </QueryClientProvider>
  );
}
