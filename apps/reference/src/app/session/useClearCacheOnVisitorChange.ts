import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session/sessionContext';
import { queryKeys } from '../../lib/query/queryKeys';

/**
 * One visitor's balances, orders and messages must never show to the next: when the signed-in
 * visitor changes (sign-out, another account, expiry), the server-state cache is emptied (all
 * but the base config, which is the same for everyone).
 */
export function useClearCacheOnVisitorChange(queryClient: QueryClient): void {
  const { memId, token } = useSession();
  const previous = useRef({ memId, token });
  useEffect(() => {
    const before = previous.current;
    previous.current = { memId, token };
    if (before.memId !== memId || before.token !== token)
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== queryKeys.baseConfig[0],
      });
  }, [memId, token, queryClient]);
}
