import { useEffect } from 'react';
import { useNavigate } from '../../lib/router/RouterContext';

/**
 * Keeps a money action's result in the address: once it has succeeded, the address is replaced
 * by the same page naming the result (`?done=<id>`), so that a reload does not show the empty
 * form again and invite the same purchase twice. Returns where such an address goes when the
 * page no longer holds the result (after a reload, or opened from history): the result's own page
 * (the order, the sales), for the route to redirect to; otherwise null.
 */
export function useResultAddress({
  done,
  result,
  withResult,
  resultPage,
}: {
  /** The result the address names (`?done=`), if any. */
  done: number | undefined;
  /** The id of the result this page holds (the mutation's answer), if it succeeded. */
  result: number | undefined;
  /** This page's address naming a result. */
  withResult: (id: number) => string;
  /** The page that shows a result once this page no longer holds it. */
  resultPage: (id: number) => string;
}): string | null {
  const navigate = useNavigate();
  useEffect(() => {
    if (result !== undefined && result !== done) navigate(withResult(result), { replace: true });
  }, [result, done, navigate, withResult]);
  return done !== undefined && result === undefined ? resultPage(done) : null;
}
