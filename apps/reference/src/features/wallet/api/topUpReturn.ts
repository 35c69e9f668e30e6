import { money } from '@carbonmarket/domain';
import type { TopUpReturn } from '@carbonmarket/ui/screens/wallet/TopUpScreen';
import { href } from '../../../shared/routing/href';
import type { RouteQuery } from '../../../shared/routing/routeRegistry';

/** What the top-up's address keeps of the order it was started from (`screenLinks().topUpFor`). */
type ReturnQuery = Pick<RouteQuery<'topUp'>, 'from' | 'project' | 'quantity' | 'short'>;

/**
 * The order a top-up was started from, read from its address: how much the balance lacked and
 * the way back to the order with its tons. Null for a top-up started on its own, or when the
 * address lacks a part.
 */
export function topUpReturnOf(query: ReturnQuery): TopUpReturn | null {
  const { from, project, quantity, short } = query;
  if (from === undefined || project === undefined || quantity === undefined || short === undefined)
    return null;
  const back =
    from === 'purchase'
      ? href('projectDetail', { id: project, quantity })
      : href('presale', { id: project, quantity });
  return { payment: from, shortfall: money(short), href: back };
}

/** The parts of the address that name the order, to keep when the top-up's id joins them. */
export function returnQueryOf(query: ReturnQuery): ReturnQuery {
  const { from, project, quantity, short } = query;
  return topUpReturnOf(query) === null ? {} : { from, project, quantity, short };
}
