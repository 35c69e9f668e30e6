import { TabRoute } from './TabRoute';

/** `/pages/index/index`, tab 0. */
export function HomeRoute() {
  return <TabRoute tab="home" />;
}
