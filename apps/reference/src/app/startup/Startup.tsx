import { useEffect } from 'react';
import { whenOnline } from '../../lib/network/whenOnline';

/**
 * Start-up work that needs the API client: the base config. Its code (the client and the
 * contract's schemas) loads after the first render, so it never delays the first page; an app
 * opened offline asks for it when the network is back.
 */
export function Startup({ log }: { log: (message: string, detail?: unknown) => void }) {
  useEffect(() => {
    import('./loadBaseConfig')
      .then(async ({ loadBaseConfig }) => {
        await whenOnline();
        await loadBaseConfig();
      })
      .catch((error: unknown) => log('start-up failed', error));
  }, [log]);
  return null;
}
