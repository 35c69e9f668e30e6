import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@carbonmarket/domain';
import { List } from '../../../../components/List/List';
import type { ListStatus } from '../../../../components/List/List';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { SkeletonOutline } from '../../../../components/Skeleton/SkeletonOutline';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { CreditSale } from '../../shared/creditTypes';
import { Section, SectionTitle } from '../../shared/creditStyles';
import { PLACEHOLDER_SALE } from '../../shared/placeholders';
import { SaleRow } from './SaleRow';

/** The sales loaded so far, a page at a time, and where the loading stands. */
export interface SalePages {
  /** The sales of the pages loaded so far, newest first. */
  items: readonly CreditSale[];
  /** A page is loading (the first, or the next), or the last load failed. */
  status: ListStatus;
  /** Why the last load failed, from the catalogue. */
  error?: ErrorCode;
  /** Whether the server has more pages. */
  hasMore: boolean;
}

const Placeholders = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

export interface SalesSectionProps {
  sales: SalePages;
  onReachBottom: () => void;
  onRetry: () => void;
  onRefresh?: () => Promise<void> | void;
}

/** The member's sales, newest first, a page at a time: pending ones with their payout date, then paid. */
export function SalesSection({ sales, onReachBottom, onRetry, onRefresh }: SalesSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const firstLoadFailed = sales.status === 'error' && sales.items.length === 0;
  return (
    <Section aria-labelledby="credits-sales">
      <SectionTitle level={2} id="credits-sales">
        {t('credits.sales.title')}
      </SectionTitle>
      {firstLoadFailed ? (
        <ErrorState
          title={t('credits.sales.loadError')}
          message={sales.error === undefined ? undefined : errorText(sales.error)}
          icon={sales.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      ) : (
        <List
          label={t('credits.sales.label')}
          items={sales.items}
          getKey={(sale) => sale.id}
          renderItem={(sale) => <SaleRow sale={sale} />}
          status={sales.status}
          hasMore={sales.hasMore}
          onReachBottom={onReachBottom}
          onRetry={onRetry}
          onRefresh={onRefresh}
          gap="md"
          loading={
            <SkeletonOutline label={t('credits.sales.loading')}>
              <Placeholders>
                <SaleRow sale={PLACEHOLDER_SALE} />
                <SaleRow sale={PLACEHOLDER_SALE} />
              </Placeholders>
            </SkeletonOutline>
          }
          empty={
            <EmptyState
              icon="inbox"
              title={t('credits.sales.emptyTitle')}
              description={t('credits.sales.emptyDescription')}
              headingLevel={3}
            />
          }
        />
      )}
    </Section>
  );
}
