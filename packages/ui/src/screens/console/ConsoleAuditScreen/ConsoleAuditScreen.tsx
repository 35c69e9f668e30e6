import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { List } from '../../../components/List/List';
import type { Loadable } from '../../../components/loadable';
import type { ConsoleChromeProps } from '../shared/consoleChrome';
import type { AuditEvent, AuditFilters } from './auditTypes';
import { AuditEntry } from './parts/AuditEntry';
import { AuditHeader } from './parts/AuditHeader';
import { activeFilterCount } from './parts/auditFilters';
import { newestFirst } from './parts/newestFirst';
import { PLACEHOLDER_EVENT } from './parts/placeholders';
import { LoadError } from '../shared/LoadError';
import { ConsolePage } from '../shared/ConsolePage';
import { PlaceholderItems } from '../shared/PlaceholderItems';

export type { AuditEvent, AuditFilters, AuditJson, AuditTargetType } from './auditTypes';
export type { ConsoleNavigation, ConsoleSection } from '../shared/ConsoleSections';

export interface ConsoleAuditScreenProps extends ConsoleChromeProps {
  /** The entries of the pages loaded so far (`admin.auditTrail`, narrowed by `filters`). */
  events: Loadable<readonly AuditEvent[]>;
  /** Whether the server has older entries than those loaded. */
  hasMore: boolean;
  /** The next page is being loaded. @default false */
  loadingMore?: boolean;
  /** Loads the next (older) page: the end of the list came near, or Load older entries. */
  onLoadMore: () => void;
  /** The filters in force (the app keeps them in the address); `{}` for the whole trail. */
  filters: AuditFilters;
  /** Called with the filters chosen, or `{}` when they are cleared. */
  onFilter: (filters: AuditFilters) => void;
  /** Loads the trail again after it failed. */
  onRetry: () => void;
}

/** How many placeholder entries a loading trail shows: more than a phone's screen holds. */
const PLACEHOLDERS = 3;

/**
 * The audit trail, for admins: every change made through the console, newest first, a page at a
 * time. Each entry says what was done, when, by whom (a member of staff by name and e-mail, the
 * automation key, or a server command), to what, and the reason given; it opens to show each
 * field of the target that changed, before and after, and what was sent. Filters narrow it to a
 * member of staff, an action, a kind of target or one target. Read-only: entries are never
 * edited or deleted, and the screen says so.
 */
export function ConsoleAuditScreen({
  operatorName,
  events,
  hasMore,
  loadingMore = false,
  onLoadMore,
  filters,
  onFilter,
  onRetry,
  navigation,
  onSignOut,
  locale,
  onLocaleChange,
}: ConsoleAuditScreenProps) {
  const { t } = useTranslation();
  const loaded = events.status === 'ready' ? events.data : undefined;
  const entries = useMemo(() => (loaded === undefined ? [] : newestFirst(loaded)), [loaded]);
  const filtered = activeFilterCount(filters) > 0;

  const body = () => {
    switch (events.status) {
      case 'loading':
        return (
          <PlaceholderItems label={t('console.audit.loading')} count={PLACEHOLDERS}>
            <AuditEntry event={PLACEHOLDER_EVENT} />
          </PlaceholderItems>
        );
      case 'error':
        return (
          <LoadError title={t('console.audit.loadError')} error={events.error} onRetry={onRetry} />
        );
      case 'ready':
        return (
          <List
            label={t('console.audit.list')}
            items={entries}
            getKey={(event) => event.id}
            renderItem={(event) => <AuditEntry event={event} />}
            gap="md"
            status={loadingMore ? 'loading' : 'idle'}
            hasMore={hasMore}
            onReachBottom={onLoadMore}
            loadMoreLabel={t('console.audit.loadMore')}
            empty={
              filtered ? (
                <EmptyState
                  icon="search"
                  title={t('console.audit.emptyForFilters.title')}
                  description={t('console.audit.emptyForFilters.description')}
                  actionLabel={t('console.audit.filters.clear')}
                  onAction={() => onFilter({})}
                />
              ) : (
                <EmptyState
                  icon="records"
                  title={t('console.audit.empty.title')}
                  description={t('console.audit.empty.description')}
                />
              )
            }
          />
        );
      default:
        return events satisfies never;
    }
  };

  return (
    <ConsolePage chrome={{ operatorName, onSignOut, navigation, locale, onLocaleChange }}>
      <AuditHeader filters={filters} onFilter={onFilter} />
      {body()}
    </ConsolePage>
  );
}
