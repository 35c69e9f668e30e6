import { useInfiniteQuery } from '@tanstack/react-query';
import { ConsoleMembersScreen } from '@carbonmarket/ui/screens/console/ConsoleMembersScreen';
import { useNavigate, useSearchParams } from '../../lib/router/RouterContext';
import { loadableOf } from '../../shared/data/loadable';
import { memberPath, membersPath } from '../consolePaths';
import { consoleNavigation } from '../consoleSections';
import type { OperatorSession } from '../session/operatorSessionStore';
import { membersQuery, searchQueryOf } from './memberQueries';
import { useConsoleLanguage } from './useConsoleLanguage';
import { useSignOut } from './useSignOut';

/**
 * The members (any operator): the search kept in the address, and the members found (every
 * member, newest first, without one), a page at a time; each opens the member's page.
 */
export function MembersPage({ session }: { session: OperatorSession }) {
  const language = useConsoleLanguage();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const query = searchQueryOf(useSearchParams());
  const found = useInfiniteQuery(membersQuery(query));
  return (
    <ConsoleMembersScreen
      operatorName={session.operator.name}
      query={query}
      onSearch={(next) => navigate(membersPath(next), { replace: true })}
      members={loadableOf(found, (data) => data.pages.flatMap((page) => page.items))}
      hasMore={found.hasNextPage}
      loadingMore={found.isFetchingNextPage}
      onLoadMore={() => void found.fetchNextPage()}
      memberHref={(memberId) => memberPath(memberId, query)}
      onRetry={() => void found.refetch()}
      navigation={consoleNavigation(session.operator.role, 'members')}
      onSignOut={signOut}
      {...language}
    />
  );
}
