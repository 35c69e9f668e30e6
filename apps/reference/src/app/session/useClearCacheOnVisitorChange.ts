import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../../lib/session/sessionContext';
import { isVisitorData } from '../../lib/query/visitorScope';

/**
 * One visitor's balances, orders and messages must never show to the next: when the signed-in
 * visitor changes (sign-out, another account, expiry), the server-state cache is emptied (all
 * but what is the same for everyone: the base config, see `shareAcrossVisitors`).
 */
export function useClearCacheOnVisitorChange(queryClient: QueryClient): void {
  const { memId, token } = useSession();
  const previous = useRef({ memId, token });
  useEffect(() => {
    const before = previous.current;
    previous.current = { memId, token };
    if (before.memId !== memId || before.token !== token)
      queryClient.removeQueries({ predicate: isVisitorData });
  }, [memId, token, queryClient]);
}
