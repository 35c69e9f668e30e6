import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { OfflineNotice, OfflineProvider } from '@carbonmarket/ui';
import { useOnline } from './onlineState';
import { newestDataAt } from './newestDataAt';

/**
 * The app while the device is offline: the notice at the top of the shell (what is shown may be
 * out of date, and since when), and the screens told so, which disable what moves money and say
 * why. The query cache pauses its requests meanwhile and sends them again when the network is
 * back (`refetchOnReconnect`), which brings the screens up to date.
 */
export function OfflineState({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const online = useOnline();
  return (
    <OfflineProvider offline={!online}>
      {online ? null : <OfflineNotice lastUpdatedAt={newestDataAt(queryClient)} />}
      {children}
    </OfflineProvider>
  );
}
