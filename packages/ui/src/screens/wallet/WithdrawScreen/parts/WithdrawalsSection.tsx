import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { money } from '@carbonmarket/domain';
import type { Withdrawal } from '@carbonmarket/domain';
import { List } from '../../../../components/List/List';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { SkeletonOutline } from '../../../../components/Skeleton/SkeletonOutline';
import { Heading } from '../../../../components/Typography/Heading';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { WithdrawalPages } from '../withdrawTypes';
import { WithdrawalRow } from './WithdrawalRow';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[600]};
`;

const Placeholders = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

/** What a withdrawal's row lays out while the list loads. */
const PLACEHOLDER: Withdrawal = {
  id: 0,
  amount: money('100'),
  fee: money('2'),
  netAmount: money('98'),
  status: 'processing',
  destination: 'bank',
  createdAt: new Date(0),
  completedAt: null,
  refusedAt: null,
};

export interface WithdrawalsSectionProps {
  withdrawals: WithdrawalPages;
  onReachBottom: () => void;
  onRetry: () => void;
}

/** The member's withdrawals, newest first, a page at a time, each with where it stands. */
export function WithdrawalsSection({
  withdrawals,
  onReachBottom,
  onRetry,
}: WithdrawalsSectionProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const firstLoadFailed = withdrawals.status === 'error' && withdrawals.items.length === 0;
  return (
    <Section aria-labelledby="withdrawals-title">
      <Heading level={2} size="md" weight="semibold" id="withdrawals-title">
        {t('wallet.withdraw.list.title')}
      </Heading>
      {firstLoadFailed ? (
        <ErrorState
          title={t('wallet.withdraw.list.loadError')}
          message={withdrawals.error === undefined ? undefined : errorText(withdrawals.error)}
          icon={withdrawals.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      ) : (
        <List
          label={t('wallet.withdraw.list.label')}
          items={withdrawals.items}
          getKey={(withdrawal) => withdrawal.id}
          renderItem={(withdrawal) => <WithdrawalRow withdrawal={withdrawal} />}
          status={withdrawals.status}
          hasMore={withdrawals.hasMore}
          onReachBottom={onReachBottom}
          onRetry={onRetry}
          gap="md"
          loading={
            <SkeletonOutline label={t('wallet.withdraw.list.loading')}>
              <Placeholders>
                <WithdrawalRow withdrawal={PLACEHOLDER} />
                <WithdrawalRow withdrawal={PLACEHOLDER} />
              </Placeholders>
            </SkeletonOutline>
          }
          empty={
            <EmptyState
              icon="inbox"
              title={t('wallet.withdraw.list.emptyTitle')}
              description={t('wallet.withdraw.list.emptyDescription')}
              headingLevel={3}
            />
          }
        />
      )}
    </Section>
  );
}
