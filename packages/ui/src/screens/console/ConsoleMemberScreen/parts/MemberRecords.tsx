import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FundRecord, Order } from '@carbonmarket/domain';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { List } from '../../../../components/List/List';
import { Tabs } from '../../../../components/Tabs/Tabs';
import { FundRecordLine } from '../../../wallet/FundRecordsScreen/parts/FundRecordLine';
import { dayRows } from '../../../wallet/FundRecordsScreen/parts/dayRows';
import type { MemberRecordsTab, MemberSession, RecordPages } from '../memberTypes';
import { OrderLine } from './OrderLine';
import { SessionLine } from './SessionLine';
import { LoadError } from '../../shared/LoadError';

const TABS: readonly MemberRecordsTab[] = ['orders', 'fundRecords', 'sessions'];

export interface MemberRecordsProps {
  /** The tab shown: only its records need loading. */
  tab: MemberRecordsTab;
  onTabChange: (tab: MemberRecordsTab) => void;
  orders: RecordPages<Order>;
  fundRecords: RecordPages<FundRecord>;
  sessions: RecordPages<MemberSession>;
  /** Loads the next page of the tab shown. */
  onLoadMore: (tab: MemberRecordsTab) => void;
  /** Loads the tab's failed page again. */
  onRetry: (tab: MemberRecordsTab) => void;
}

/**
 * The member's records, a tab each: their orders and their fund records as the member sees them,
 * and their sessions; newest first, a page at a time.
 */
export function MemberRecords({
  tab,
  onTabChange,
  orders,
  fundRecords,
  sessions,
  onLoadMore,
  onRetry,
}: MemberRecordsProps) {
  const { t } = useTranslation();
  const rows = useMemo(() => dayRows(fundRecords.items), [fundRecords.items]);

  /** A tab's list: a failed first page says why with Try again; else the List of the records. */
  const panel = <Item,>(
    shown: MemberRecordsTab,
    pages: RecordPages<Item>,
    list: (common: {
      label: string;
      status: RecordPages<Item>['status'];
      hasMore: boolean;
      onReachBottom: () => void;
      onRetry: () => void;
      loadMoreLabel: string;
      empty: ReactNode;
    }) => ReactNode,
  ) =>
    pages.status === 'error' && pages.items.length === 0 ? (
      <LoadError
        title={t(`console.members.records.${shown}.loadError`)}
        error={pages.error}
        onRetry={() => onRetry(shown)}
      />
    ) : (
      list({
        label: t(`console.members.records.${shown}.label`),
        status: pages.status,
        hasMore: pages.hasMore,
        onReachBottom: () => onLoadMore(shown),
        onRetry: () => onRetry(shown),
        loadMoreLabel: t('console.members.records.loadMore'),
        empty: (
          <EmptyState
            icon="records"
            headingLevel={3}
            title={t(`console.members.records.${shown}.empty`)}
          />
        ),
      })
    );

  const render = (shown: MemberRecordsTab) => {
    switch (shown) {
      case 'orders':
        return panel(shown, orders, (common) => (
          <List
            {...common}
            items={orders.items}
            getKey={(order) => order.id}
            renderItem={(order) => <OrderLine order={order} />}
            gap="md"
          />
        ));
      case 'fundRecords':
        return panel(shown, fundRecords, (common) => (
          <List
            {...common}
            items={rows}
            getKey={(row) => row.record.id}
            renderItem={(row, index) => <FundRecordLine row={row} leading={index === 0} />}
          />
        ));
      case 'sessions':
        return panel(shown, sessions, (common) => (
          <List
            {...common}
            items={sessions.items}
            getKey={(session, index) => `${session.createdAt.getTime()}-${index}`}
            renderItem={(session) => <SessionLine session={session} />}
            gap="md"
          />
        ));
      default:
        return shown satisfies never;
    }
  };

  return (
    <Tabs
      label={t('console.members.records.label')}
      items={TABS.map((value) => ({ value, label: t(`console.members.records.${value}.tab`) }))}
      value={tab}
      onChange={onTabChange}
      renderPanel={render}
    />
  );
}
