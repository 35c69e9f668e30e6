import { TabRoute } from './TabRoute';

/** `/pages/profile/index`, tab 2. */
export function ProfileRoute() {
  return <TabRoute tab="profile" />;
}
