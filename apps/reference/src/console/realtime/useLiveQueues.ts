import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SocketPhase } from '@carbonmarket/domain';
import { consoleApiOrigin, log, operatorSession } from '../consoleServices';
import { CONSOLE_QUERY_ROOT, queueKey } from '../pages/queueQueries';
import { consoleSocketUrl, startLiveQueues } from './startLiveQueues';

/**
 * Keeps the queues of the page live while it is shown: each push reads its queue again, and a
 * (re)opened connection reads them all. Answers the connection's phase, for the bar to show.
 */
export function useLiveQueues(): SocketPhase {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<SocketPhase>('idle');
  useEffect(() => {
    let stop: (() => void) | null = null;
    let current = true;
    void consoleApiOrigin().then((origin) => {
      if (!current) return;
      const url = consoleSocketUrl(origin, window.location);
      stop = startLiveQueues({
        session: operatorSession,
        socketUrl: () => url,
        createSocket: (address) => new WebSocket(address),
        page: { document, window },
        onPush: (push) => void queryClient.invalidateQueries({ queryKey: queueKey(push.queue) }),
        onReconnected: () => void queryClient.invalidateQueries({ queryKey: [CONSOLE_QUERY_ROOT] }),
        onPhase: setPhase,
        log,
      });
    });
    return () => {
      current = false;
      stop?.();
    };
  }, [queryClient]);
  return phase;
}
