import { TabRoute } from '../../../shared/routing/TabRoute';

/**
 * `/pages/profile/index`, tab 2. A members' route (`shared/routing/routes.ts`): the route guard
 * tells a guest why and offers to register ("Not now" goes back home).
 */
export function ProfileRoute() {
  return <TabRoute tab="profile" />;
}
