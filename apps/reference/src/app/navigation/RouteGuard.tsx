import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Navigate } from '../../lib/router/Navigate';
import { useLocation } from '../../lib/router/RouterContext';
import { useErrorText } from '@carbonmarket/ui';
import { useSession } from '../../lib/session/sessionContext';
import { guestOffer } from '../../lib/feedback/guestOffer';
import type { RouteDeclaration } from '../../shared/routing/defineRoute';
import { guardRoute } from './routeGuard';

/**
 * Applies the route's access (`guardRoute`): on every route change and whenever the signed-in
 * visitor changes. A redirect replaces the page. An offer to register shows instead of it
 * (closing when the visitor leaves the route): a members' page would only ask the server for what
 * it refuses a guest, and each refusal would offer registration again.
 */
export function RouteGuard({
  route,
  children,
}: {
  route: RouteDeclaration | null;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const decision = guardRoute(useSession(), route, { pathname, search });
  const errorText = useErrorText();
  const reason = decision.kind === 'offer' ? decision.reason : null;
  const declineTo = decision.kind === 'offer' ? decision.declineTo : null;
  useEffect(() => {
    if (reason === null || declineTo === null) return;
    guestOffer.set({ message: errorText(reason), declineTo });
    return () => guestOffer.set(null);
  }, [reason, declineTo, errorText]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'offer') return null;
  return children;
}
