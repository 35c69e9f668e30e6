import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@carbonmarket/domain';
import type { Withdrawal } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Amount } from '../../../../components/Amount/Amount';
import { StatusTag } from '../../../../components/StatusTag/StatusTag';
import { Text } from '../../../../components/Typography/Text';
import { Icon } from '../../../../icons/Icon';
import { formatDate } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';

const Outcome = styled(Text)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};

  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

/**
 * One withdrawal: its amount and day, its status, the fee and what reached (or will reach) the
 * bank, and where it stands: on its way, paid on a day, or refused with the amount back in the
 * available balance.
 */
export function WithdrawalRow({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { status } = withdrawal;
  const outcome =
    status === 'completed'
      ? t('wallet.withdraw.list.paid', {
          date: formatDate(withdrawal.completedAt ?? withdrawal.createdAt, locale),
        })
      : status === 'refused'
        ? t('wallet.withdraw.list.returned', {
            date: formatDate(withdrawal.refusedAt ?? withdrawal.createdAt, locale),
          })
        : t('wallet.withdraw.list.processing');
  return (
    <Card
      title={formatMoney(withdrawal.amount, locale)}
      headingLevel={3}
      extra={<StatusTag kind="withdrawal" status={status} />}
    >
      <Text size="sm" tone="secondary">
        {t(`wallet.withdraw.list.to.${withdrawal.destination}`, {
          date: formatDate(withdrawal.createdAt, locale),
        })}
      </Text>
      <FactRows
        facts={[
          {
            key: 'fee',
            term: t('wallet.withdraw.quote.fee'),
            detail: <Amount value={withdrawal.fee} size="sm" />,
          },
          {
            key: 'net',
            term: t('wallet.withdraw.quote.net'),
            detail: <Amount value={withdrawal.netAmount} size="sm" />,
          },
        ]}
      />
      <Outcome size="sm" tone={status === 'refused' ? 'primary' : 'secondary'} breakAnywhere>
        <Icon
          name={status === 'completed' ? 'success' : status === 'refused' ? 'wallet' : 'info'}
          size={16}
        />
        <span>{outcome}</span>
      </Outcome>
    </Card>
  );
}
