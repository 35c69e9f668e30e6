import { useTranslation } from 'react-i18next';
import type { Member } from '@carbonmarket/domain';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { List } from '../../../components/List/List';
import { Heading } from '../../../components/Typography/Heading';
import type { Loadable } from '../../../components/loadable';
import type { ConsoleChromeProps } from '../shared/consoleChrome';
import { MemberItem } from './parts/MemberItem';
import { MemberSearch } from './parts/MemberSearch';
import { PLACEHOLDER_MEMBER } from './parts/placeholders';
import { LoadError } from '../shared/LoadError';
import { ConsolePage } from '../shared/ConsolePage';
import { PlaceholderItems } from '../shared/PlaceholderItems';

export type { ConsoleNavigation, ConsoleSection } from '../shared/ConsoleSections';

export interface ConsoleMembersScreenProps extends ConsoleChromeProps {
  /** The query the results are for (the app keeps it in the address); '' for every member. */
  query: string;
  /** Called with the query typed, trimmed, or '' when the box is emptied. */
  onSearch: (query: string) => void;
  /**
   * The members of the pages loaded so far (`admin.members` for `query`): newest first, or those
   * whose e-mail, name, company, IC number or UEN contains the query, or whose id it is.
   */
  members: Loadable<readonly Member[]>;
  /** Whether the server has more members than those loaded. */
  hasMore: boolean;
  /** The next page is being loaded. @default false */
  loadingMore?: boolean;
  /** Loads the next page: the end of the list came near, or Load more. */
  onLoadMore: () => void;
  /** Where a member's page is. */
  memberHref: (memberId: number) => string;
  /** Runs the search again after it failed. */
  onRetry: () => void;
}

/** How many placeholder results a running search shows: more than a phone's screen holds. */
const PLACEHOLDERS = 3;

/**
 * The members, for the operator: a search by e-mail, name, company, IC number, UEN or member
 * number, and the members found (every member, newest first, before a search), a page at a time.
 * Each result shows the name, e-mail and number, personal or corporate, the level and the risk
 * and lock flags, and opens the member's page.
 */
export function ConsoleMembersScreen({
  operatorName,
  query,
  onSearch,
  members,
  hasMore,
  loadingMore = false,
  onLoadMore,
  memberHref,
  onRetry,
  navigation,
  onSignOut,
  locale,
  onLocaleChange,
}: ConsoleMembersScreenProps) {
  const { t } = useTranslation();

  const body = () => {
    switch (members.status) {
      case 'loading':
        return (
          <PlaceholderItems label={t('console.members.loading')} count={PLACEHOLDERS}>
            <MemberItem member={PLACEHOLDER_MEMBER} href="#" />
          </PlaceholderItems>
        );
      case 'error':
        return (
          <LoadError
            title={t('console.members.loadError')}
            error={members.error}
            onRetry={onRetry}
          />
        );
      case 'ready':
        return (
          <List
            label={
              query === ''
                ? t('console.members.list')
                : t('console.members.listForQuery', { query })
            }
            items={members.data}
            getKey={(member) => member.memId}
            renderItem={(member) => <MemberItem member={member} href={memberHref(member.memId)} />}
            gap="md"
            status={loadingMore ? 'loading' : 'idle'}
            hasMore={hasMore}
            onReachBottom={onLoadMore}
            loadMoreLabel={t('console.members.loadMore')}
            empty={
              query === '' ? (
                <EmptyState
                  icon="user"
                  title={t('console.members.empty.title')}
                  description={t('console.members.empty.description')}
                />
              ) : (
                <EmptyState
                  icon="search"
                  title={t('console.members.noResults.title')}
                  description={t('console.members.noResults.description', { query })}
                  actionLabel={t('console.members.noResults.showAll')}
                  onAction={() => onSearch('')}
                />
              )
            }
          />
        );
      default:
        return members satisfies never;
    }
  };

  return (
    <ConsolePage chrome={{ operatorName, onSignOut, navigation, locale, onLocaleChange }}>
      <Heading level={2} size="xl" weight="bold">
        {t('console.members.heading')}
      </Heading>
      <MemberSearch query={query} onSearch={onSearch} />
      {body()}
    </ConsolePage>
  );
}
