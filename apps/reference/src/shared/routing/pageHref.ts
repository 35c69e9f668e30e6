import { href } from './href';
import type { HrefArgs } from './href';
import type { RouteName } from './routes';
import { isPendingRoute } from './pendingRoutes';

/**
 * The address of a route's page when the app has it, as `href` writes it; `undefined` while the
 * page is still to be built (`PENDING_ROUTES`). Screens take such links as optional props and
 * leave the entry out without one, so nothing the member sees leads to a page that is not there.
 */
export function pageHref<N extends RouteName>(name: N, ...args: HrefArgs<N>): string | undefined {
  return isPendingRoute(name) ? undefined : href(name, ...args);
}
