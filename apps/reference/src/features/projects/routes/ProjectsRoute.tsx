import { ALL_PROJECT_TYPES, ProjectsScreen } from '@carbonmarket/ui';
import type { Project } from '@carbonmarket/domain';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useNavigate } from '../../../lib/router/RouterContext';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { tabPaths } from '../../../shared/routing/paths';
import { href } from '../../../shared/routing/href';
import { useServerNow } from '../../../shared/time/useServerNow';
import { useProjectPages } from '../api/useProjectPages';
import { nextSaleStart } from '../api/nextSaleStart';

const projectHref = (project: Project) => href('project', { id: project.id });

/**
 * `/pages/project/index`, tab 1: the projects on the market, a page at a time, filtered by status
 * (`?status=`, so that Back and a shared link keep the filter); the cards count down to a sale's
 * start on the server's clock.
 */
export function ProjectsRoute({ query }: RouteProps<'projects'>) {
  const { locale, setLocale } = useLanguage();
  const navigate = useNavigate();
  const { list, nextPage, retry, refresh } = useProjectPages(query.status, locale);
  // Ticks every second while a card counts down (until the last start on screen), not after.
  const now = useServerNow(nextSaleStart(list.items, new Date()));
  return (
    <ProjectsScreen
      projects={list}
      now={now}
      statusFilter={query.status ?? 'all'}
      onStatusFilterChange={(status) =>
        navigate(href('projects', status === 'all' ? {} : { status }), { replace: true })
      }
      typeFilter={ALL_PROJECT_TYPES}
      typeOptions={[]}
      onTypeFilterChange={() => undefined}
      projectHref={projectHref}
      onReachBottom={nextPage}
      onRetry={retry}
      onRefresh={refresh}
      tabHrefs={tabPaths}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
