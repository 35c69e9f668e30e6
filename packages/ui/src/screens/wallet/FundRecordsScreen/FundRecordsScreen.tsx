import { useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, FundRecord, FundRecordType } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { List } from '../../../components/List/List';
import type { ListStatus } from '../../../components/List/List';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import type { ScreenLinks } from '../../../links/screenLinks';
import { dayRows } from './parts/dayRows';
import { FundRecordLine } from './parts/FundRecordLine';
import { FundRecordsPlaceholder } from './parts/FundRecordsPlaceholder';
import { TypeFilter } from './parts/TypeFilter';

/** The list's pages loaded so far, and where the loading stands. */
export interface FundRecordPages {
  /** The records of the pages loaded so far, newest first (the server's order). */
  items: readonly FundRecord[];
  /** A page is loading (the first, or the next), or the last load failed. */
  status: ListStatus;
  /** Why the last load failed, from the catalogue. */
  error?: ErrorCode;
  /** Whether the server has more pages. */
  hasMore: boolean;
}

/** The places FundRecordsScreen links to: a top-up, from an empty wallet. */
export type FundRecordsScreenLinks = Pick<ScreenLinks, 'topUp'>;

export interface FundRecordsScreenProps {
  /** The member's fund records, of the type chosen or of every type. */
  records: FundRecordPages;
  /** The type the list is filtered by, or null for every type (the app keeps it in the address). */
  type: FundRecordType | null;
  /** Called with the type the member picks, or null for every type. */
  onTypeChange: (type: FundRecordType | null) => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: FundRecordsScreenLinks;
  onBack: () => void;
  /** Loads the next page (the end of the list came within 80 px of the screen's bottom). */
  onReachBottom: () => void;
  /** Loads the failed page again. */
  onRetry: () => void;
  /** Pull to refresh: loads the list again from its first page. */
  onRefresh: () => Promise<void> | void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding-bottom: ${({ theme }) => theme.space[600]};
`;

/**
 * The member's fund records: every change of every balance, newest first, under the Singapore day
 * it happened on, a page at a time as the member scrolls, pulled down to refresh. Each line says
 * what moved the money, the amount in or out, when, its reference, and the balance after it. A
 * filter shows one type of change; the list says when a type has none, and a new wallet's list
 * leads to a top-up.
 */
export function FundRecordsScreen({
  records,
  type,
  onTypeChange,
  links,
  onBack,
  onReachBottom,
  onRetry,
  onRefresh,
  locale,
  onLocaleChange,
}: FundRecordsScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rows = useMemo(() => dayRows(records.items), [records.items]);
  const firstLoadFailed = records.status === 'error' && records.items.length === 0;
  return (
    <Page
      navBar={
        <NavBar
          title={t('wallet.fundRecords.title')}
          onBack={onBack}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
    >
      <TypeFilter value={type} onChange={onTypeChange} />
      {firstLoadFailed ? (
        <ErrorState
          title={t('wallet.fundRecords.list.loadError')}
          message={records.error === undefined ? undefined : errorText(records.error)}
          icon={records.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      ) : (
        <List
          label={t('wallet.fundRecords.list.label')}
          items={rows}
          getKey={(row) => row.record.id}
          renderItem={(row, index) => <FundRecordLine row={row} leading={index === 0} />}
          status={records.status}
          hasMore={records.hasMore}
          onReachBottom={onReachBottom}
          onRetry={onRetry}
          onRefresh={onRefresh}
          loading={<FundRecordsPlaceholder />}
          empty={
            type === null ? (
              <Empty>
                <EmptyState
                  icon="wallet"
                  title={t('wallet.fundRecords.empty.title')}
                  description={t('wallet.fundRecords.empty.description')}
                />
                {links.topUp !== undefined ? (
                  <ButtonLink href={links.topUp} variant="secondary">
                    {t('wallet.fundRecords.empty.topUp')}
                  </ButtonLink>
                ) : null}
              </Empty>
            ) : (
              <EmptyState
                icon="inbox"
                title={t('wallet.fundRecords.emptyOfType.title')}
                description={t('wallet.fundRecords.emptyOfType.description', {
                  type: t(`wallet.fundRecords.types.${type}`),
                })}
                actionLabel={t('wallet.fundRecords.emptyOfType.showAll')}
                onAction={() => onTypeChange(null)}
              />
            )
          }
        />
      )}
    </Page>
  );
}
