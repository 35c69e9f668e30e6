import type { Project, ProjectStatus } from '@carbonmarket/domain';

/** Open projects first: in progress (buy now), then presale (book now), then the rest. */
const ORDER: readonly ProjectStatus[] = ['in_progress', 'presale'];

const rank = (status: ProjectStatus) => {
  const index = ORDER.indexOf(status);
  return index === -1 ? ORDER.length : index;
};

/** The projects the home page features, open ones first, otherwise in the server's order. */
export function featuredProjects<P extends Pick<Project, 'status'>>(projects: readonly P[]): P[] {
  return projects
    .map((project, index) => ({ project, index }))
    .sort((a, b) => rank(a.project.status) - rank(b.project.status) || a.index - b.index)
    .map(({ project }) => project);
}
