import { useEffect } from 'react';

/**
 * Start-up work that needs the API client: the base config. Its code (the client and the
 * contract's schemas) loads after the first render, so it never delays the first page.
 */
export function Startup({ log }: { log: (message: string, detail?: unknown) => void }) {
  useEffect(() => {
    import('./loadBaseConfig')
      .then(({ loadBaseConfig }) => loadBaseConfig())
      .catch((error: unknown) => log('start-up failed', error));
  }, [log]);
  return null;
}
