import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ExternalStore } from '../../lib/store/externalStore';
import type { ConnectionState } from '../../lib/realtime/connectionState';
import type { BaseSettings } from '../../lib/session/baseSettings';
import type { SessionStore } from '../../lib/session/sessionStore';
import { useSession } from '../../lib/session/sessionContext';
import { ConnectionContext } from '../../lib/realtime/connectionContext';
import type { ArrivedNotification } from '../../lib/realtime/applyPush';

export interface RealtimeProviderProps {
  queryClient: QueryClient;
  session: SessionStore;
  baseSettings: ExternalStore<BaseSettings | null>;
  connection: ExternalStore<ConnectionState>;
  log: (message: string, detail?: unknown) => void;
  /** Shows a notification that arrived; the latest given is called, without reconnecting. */
  onNotification?: (notification: ArrivedNotification) => void;
  children?: ReactNode;
}

/**
 * Runs the socket while a member is signed in; its code loads with the first member session, so
 * visitors who never sign in never download it. A notification pushed is shown by `onNotification`. The connection state is available to the tree
 * through `useConnectionState`.
 */
export function RealtimeProvider({
  queryClient,
  session,
  baseSettings,
  connection,
  log,
  onNotification,
  children,
}: RealtimeProviderProps) {
  const member = useSession().status === 'member';
  const showNotification = useRef(onNotification);
  useEffect(() => {
    showNotification.current = onNotification;
  }, [onNotification]);
  useEffect(() => {
    if (!member) return undefined;
    let stop: (() => void) | null = null;
    let cancelled = false;
    import('../../lib/realtime/startRealtime')
      .then(({ startRealtime }) => {
        if (cancelled) return;
        stop = startRealtime({
          queryClient,
          session,
          baseSettings,
          connection,
          createSocket: (url) => new WebSocket(url),
          page: { document, window, network: navigator },
          log,
          onNotification: (notification) => showNotification.current?.(notification),
        });
      })
      .catch((error: unknown) => log('socket code failed to load', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [member, queryClient, session, baseSettings, connection, log]);
  return <ConnectionContext.Provider value={connection}>{children}</ConnectionContext.Provider>;
}
