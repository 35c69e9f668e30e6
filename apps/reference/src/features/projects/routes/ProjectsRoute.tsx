import { TabRoute } from '../../../shared/routing/TabRoute';

/** `/pages/project/index`, tab 1. */
export function ProjectsRoute() {
  return <TabRoute tab="project" />;
}
