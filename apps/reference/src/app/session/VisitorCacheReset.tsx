import type { QueryClient } from '@tanstack/react-query';
import { useClearCacheOnVisitorChange } from './useClearCacheOnVisitorChange';

/** Empties the server-state cache when the signed-in visitor changes. */
export function VisitorCacheReset({ queryClient }: { queryClient: QueryClient }) {
  useClearCacheOnVisitorChange(queryClient);
  return null;
}
