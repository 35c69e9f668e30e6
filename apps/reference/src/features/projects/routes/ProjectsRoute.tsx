import {
  ALL_PROJECT_TYPES,
  ProjectsScreen,
} from '@carbonmarket/ui/screens/projects/ProjectsScreen';
import { PROJECT_TYPES } from '@carbonmarket/domain';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useCurrentSearch, useNavigate } from '../../../lib/router/RouterContext';
import type { RouteProps } from '../../../shared/routing/routeProps';
import { href } from '../../../shared/routing/href';
import { parseQuery } from '../../../shared/routing/routeRegistry';
import { useServerNow } from '../../../shared/time/useServerNow';
import { useProjectPages } from '../api/useProjectPages';
import { nextSaleStart } from '../api/nextSaleStart';
import type { ProjectListFilter } from '../api/projectQueries';
import { tabHrefs } from '../../../shared/routing/tabHrefs';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useUnreadNotifications } from '../../../shared/notifications/unreadNotifications';
import { useSession } from '../../../lib/session/sessionContext';

/**
 * `/pages/project/index`, tab 1: the projects on the market, a page at a time, filtered by status
 * and by type (`?status=&type=`, so that Back and a shared link keep the filters); the cards count
 * down to a sale's start on the server's clock.
 */
export function ProjectsRoute({ query }: RouteProps<'projects'>) {
  const { locale, setLocale } = useLanguage();
  const navigate = useNavigate();
  const currentSearch = useCurrentSearch();
  const { status, type } = query;
  const member = useSession().status === 'member';
  const unread = useUnreadNotifications(locale, member);
  const { list, nextPage, retry, refresh } = useProjectPages({ status, type }, locale);
  // One filter changes, the other stays as the address has it now (clearing both is two changes
  // in one press). Replaced, not pushed: Back leaves the tab rather than stepping through filters.
  const changeFilter = (change: ProjectListFilter) =>
    navigate(href('projects', { ...parseQuery('projects', currentSearch()), ...change }), {
      replace: true,
    });
  // Ticks every second while a card counts down (until the last start on screen), not after.
  const now = useServerNow(nextSaleStart(list.items, new Date()));
  return (
    <ProjectsScreen
      projects={list}
      now={now}
      statusFilter={status ?? 'all'}
      onStatusFilterChange={(picked) =>
        changeFilter({ status: picked === 'all' ? undefined : picked })
      }
      typeFilter={type ?? ALL_PROJECT_TYPES}
      types={PROJECT_TYPES}
      onTypeFilterChange={(picked) =>
        changeFilter({ type: picked === ALL_PROJECT_TYPES ? undefined : picked })
      }
      links={screenLinks()}
      onReachBottom={nextPage}
      onRetry={retry}
      onRefresh={refresh}
      tabHrefs={tabHrefs()}
      tabBadges={{ profile: unread }}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
