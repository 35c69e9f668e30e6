import { money } from '@carbonmarket/domain';
import type { TopUpReturn } from '@carbonmarket/ui/screens/wallet/TopUpScreen';
import { href } from '../../../shared/routing/href';
import type { RouteQuery } from '../../../shared/routing/routeRegistry';

/**
 * What the top-up's address keeps of the payment it was started from (`screenLinks().topUpFor`,
 * `topUpForFinalPayment`, `topUpForPlan`).
 */
type ReturnQuery = Pick<
  RouteQuery<'topUp'>,
  'from' | 'project' | 'quantity' | 'order' | 'period' | 'short'
>;

/** The page to go back to, with what the member had chosen there; null when a part is missing. */
function backOf({ from, project, quantity, order, period }: ReturnQuery): string | null {
  switch (from) {
    case undefined:
      return null;
    case 'membership':
      return period === undefined ? null : href('apply', { period });
    case 'purchase':
    case 'booking':
      if (project === undefined || quantity === undefined) return null;
      return from === 'purchase'
        ? href('projectDetail', { id: project, quantity })
        : href('presale', { id: project, quantity });
    case 'finalPayment':
      return project === undefined || order === undefined
        ? null
        : href('presale', { id: project, order });
    default:
      return from satisfies never;
  }
}

/**
 * The payment a top-up was started from, read from its address: how much the balance lacked and
 * the way back to it (an order with its tons, a booking's final payment, the membership plans with
 * the plan's period). Null for a top-up started on its own, or when the address lacks a part.
 */
export function topUpReturnOf(query: ReturnQuery): TopUpReturn | null {
  const back = backOf(query);
  if (back === null || query.from === undefined || query.short === undefined) return null;
  return { payment: query.from, shortfall: money(query.short), href: back };
}

/** The parts of the address that name the payment, to keep when the top-up's id joins them. */
export function returnQueryOf(query: ReturnQuery): ReturnQuery {
  if (topUpReturnOf(query) === null) return {};
  const { from, project, quantity, order, period, short } = query;
  switch (from) {
    case 'membership':
      return { from, period, short };
    case 'finalPayment':
      return { from, project, order, short };
    default:
      return { from, project, quantity, short };
  }
}
