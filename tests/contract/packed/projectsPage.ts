// The embedding app's second page: the Projects tab on the market's first page of projects, read
// from the backend with the contract's endpoint (its path, its reply schema) and nothing else of
// ours: what a team writes to embed a trading screen from the published packages.

/** Where the app shows the Projects tab (the Login screen elsewhere). */
export const PROJECTS_HASH = '#/projects';

export const PROJECTS_PAGE_TSX = `import { useCallback, useEffect, useState } from 'react';
import { PROJECT_TYPES, apiUrl, requestHeaders } from '@carbonmarket/domain';
import { REPLY_CODE, endpoints, replySchema } from '@carbonmarket/domain/contract';
import { ALL_PROJECT_TYPES, ProjectsScreen } from '@carbonmarket/ui/screens/projects/ProjectsScreen';
import type {
  ProjectPages,
  ProjectStatusFilter,
  ProjectTypeFilter,
  ProjectsScreenLinks,
} from '@carbonmarket/ui/screens/projects/ProjectsScreen';

const list = endpoints.projects.list;

interface Filters {
  status: ProjectStatusFilter;
  type: ProjectTypeFilter;
}

/** The first page of the market's projects, read with the contract's reply schema. */
async function firstPage(filters: Filters): Promise<{ pages: ProjectPages; now: Date }> {
  const url = apiUrl('', list.path, {
    page: 1,
    pageSize: 20,
    lang: 'en',
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(filters.type === ALL_PROJECT_TYPES ? {} : { type: filters.type }),
  });
  const response = await fetch(url, { method: list.method, headers: requestHeaders(null) });
  const reply = replySchema(list.response).parse(await response.json());
  if (reply.code !== REPLY_CODE.ok || reply.data === null)
    throw new Error(\`\${list.name} refused: \${reply.msg}\`);
  return {
    pages: { items: reply.data.items, status: 'idle', hasMore: reply.data.hasMore },
    // The server's clock (when it sends one): a sale's countdown does not depend on the phone's.
    now: reply.time === '' ? new Date() : new Date(reply.time),
  };
}

// The embedding team's own address for a project's page.
const links: ProjectsScreenLinks = { project: (id) => \`${PROJECTS_HASH}/\${id}\` };

/** The Projects tab: this page shows the list's first page. */
export function ProjectsPage() {
  const [filters, setFilters] = useState<Filters>({ status: 'all', type: ALL_PROJECT_TYPES });
  const [projects, setProjects] = useState<ProjectPages>({ items: [], status: 'loading', hasMore: false });
  const [now, setNow] = useState(() => new Date());
  const load = useCallback(() => {
    setProjects((shown) => ({ ...shown, status: 'loading' }));
    firstPage(filters).then(
      (page) => {
        setProjects(page.pages);
        setNow(page.now);
      },
      (error: unknown) => {
        console.error(String(error));
        setProjects((shown) => ({ ...shown, status: 'error', error: 'OPERATION_FAILED' }));
      },
    );
  }, [filters]);
  useEffect(load, [load]);
  return (
    <ProjectsScreen
      projects={projects}
      now={now}
      statusFilter={filters.status}
      onStatusFilterChange={(status) => setFilters((shown) => ({ ...shown, status }))}
      typeFilter={filters.type}
      types={PROJECT_TYPES}
      onTypeFilterChange={(type) => setFilters((shown) => ({ ...shown, type }))}
      links={links}
      onReachBottom={() => undefined}
      onRetry={load}
      onRefresh={load}
    />
  );
}
`;
