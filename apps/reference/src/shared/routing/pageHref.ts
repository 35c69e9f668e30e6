import { href } from './href';
import type { HrefArgs } from './href';
import { routeNamed } from './routeRegistry';
import type { RouteName } from './routeRegistry';

/**
 * The address of a route's page when the app has it, as `href` writes it; `undefined` while the
 * page is still to be built (a `pending` route). Screens take such links as optional props and
 * leave the entry out without one, so nothing the member sees leads to a page that is not there.
 */
export function pageHref<N extends RouteName>(name: N, ...args: HrefArgs<N>): string | undefined {
  return routeNamed(name).pending ? undefined : href(name, ...args);
}
