import { useInfiniteQuery } from '@tanstack/react-query';
import { ConsoleAuditScreen } from '@carbonmarket/ui/screens/console/ConsoleAuditScreen';
import type { AuditFilters } from '@carbonmarket/ui/screens/console/ConsoleAuditScreen';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { useNavigate, useSearchParams } from '../../lib/router/RouterContext';
import { loadableOf } from '../../shared/data/loadable';
import { CONSOLE_PATHS } from '../consolePaths';
import { consoleApi } from '../consoleServices';
import { consoleNavigation } from '../consoleSections';
import type { OperatorSession } from '../session/operatorSessionStore';
import { CONSOLE_QUERY_ROOT } from './queueQueries';
import { useConsoleLanguage } from './useConsoleLanguage';
import { useSignOut } from './useSignOut';

const PAGE_SIZE = 20;
const FILTER_KEYS = ['operatorId', 'action', 'targetType', 'targetId'] as const;

/** The filters in the address (`?action=admin.refuseWithdrawal&targetId=12`), as the endpoint reads them. */
function filtersOf(search: URLSearchParams): AuditFilters {
  const given = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => {
      const value = search.get(key);
      return value === null || value === '' ? [] : [[key, value]];
    }),
  );
  // A filter the endpoint would refuse (typed by hand into the address) is left out.
  const read = adminEndpoints.auditTrail.request.safeParse(given);
  if (!read.success) return {};
  const { page: _page, pageSize: _pageSize, ...filters } = read.data;
  return filters;
}

/** The address of the trail narrowed to `filters`. */
function addressOf(filters: AuditFilters): string {
  const query = new URLSearchParams(
    FILTER_KEYS.flatMap((key) => {
      const value = filters[key];
      return value === undefined ? [] : [[key, String(value)]];
    }),
  ).toString();
  return query === '' ? CONSOLE_PATHS.audit : `${CONSOLE_PATHS.audit}?${query}`;
}

/**
 * The audit trail (admins): every change made through the console or the automation key, newest
 * first, a page at a time, narrowed by the filters in the address. Read-only.
 */
export function AuditPage({ session }: { session: OperatorSession }) {
  const language = useConsoleLanguage();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const filters = filtersOf(useSearchParams());
  const trail = useInfiniteQuery({
    queryKey: [CONSOLE_QUERY_ROOT, 'audit', filters],
    queryFn: ({ pageParam, signal }) =>
      consoleApi.call(
        adminEndpoints.auditTrail,
        { ...filters, page: pageParam, pageSize: PAGE_SIZE },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  return (
    <ConsoleAuditScreen
      operatorName={session.operator.name}
      events={loadableOf(trail, (data) => data.pages.flatMap((page) => page.items))}
      hasMore={trail.hasNextPage}
      loadingMore={trail.isFetchingNextPage}
      onLoadMore={() => void trail.fetchNextPage()}
      filters={filters}
      onFilter={(next) => navigate(addressOf(next), { replace: true })}
      onRetry={() => void trail.refetch()}
      navigation={consoleNavigation(session.operator.role, 'audit')}
      onSignOut={signOut}
      {...language}
    />
  );
}
