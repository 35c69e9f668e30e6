import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney, topUpPayBy } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Text } from '../../../../components/Typography/Text';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { AdminTopUp } from '../paymentsTypes';
import { Actions, useItemActions } from '../../shared/itemActions';
import { QueueAction } from './QueueAction';

/** The reference on a tinted plate: what the operator looks for on the bank statement. */
const ReferencePlate = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['050']};
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[300]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

/** Figures of one width and a little air between characters, to check it character by character. */
const ReferenceText = styled(Text)`
  font-family: ${({ theme }) => theme.font.family.numeric};
  letter-spacing: 0.08em;
  overflow-wrap: anywhere;
  user-select: all;
`;

export interface TopUpItemProps {
  topUp: AdminTopUp;
  /** The screen is acting on this top-up: the button confirmed shows busy, the other waits. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A top-up waiting for its payment: the amount, the reference the member quotes in the transfer
 * (large, to match against the bank statement), whose it is, when it was asked for and until when
 * it may be paid. Confirm when the money arrived, Cancel when it never will; each confirmation
 * repeats the amount and the reference.
 */
export function TopUpItem({ topUp, busy, onConfirm, onCancel }: TopUpItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actions = useItemActions<'confirm' | 'cancel'>(busy, 'confirm');
  const figures = {
    amount: formatMoney(topUp.amount, locale),
    reference: topUp.reference,
    member: topUp.memberId,
  };
  return (
    <Card
      title={figures.amount}
      headingLevel={2}
      extra={t('console.payments.member', { id: topUp.memberId })}
    >
      <Text size="sm" tone="secondary">
        {t('console.payments.requested', { date: formatDateTime(topUp.createdAt, locale) })}
      </Text>
      <ReferencePlate>
        <Text size="xs" tone="secondary">
          {t('console.payments.topUp.reference')}
        </Text>
        <ReferenceText size="xl" weight="semibold" tone="primary" tabularNumbers>
          {topUp.reference}
        </ReferenceText>
      </ReferencePlate>
      <FactRows
        facts={[
          {
            key: 'payableUntil',
            term: t('console.payments.topUp.payableUntil'),
            detail: <span>{formatDateTime(topUpPayBy(topUp.payableUntil), locale)}</span>,
          },
        ]}
      />
      <Actions>
        <QueueAction
          {...actions.stateOf('cancel')}
          variant="secondary"
          label={t('console.payments.topUp.cancel')}
          title={t('console.payments.topUp.cancelTitle')}
          message={t('console.payments.topUp.cancelMessage', figures)}
          confirmLabel={t('console.payments.topUp.cancelAction')}
          tone="critical"
          onConfirm={() => {
            actions.choose('cancel');
            onCancel();
          }}
        />
        <QueueAction
          {...actions.stateOf('confirm')}
          label={t('console.payments.topUp.confirm')}
          title={t('console.payments.topUp.confirmTitle')}
          message={t('console.payments.topUp.confirmMessage', figures)}
          confirmLabel={t('console.payments.topUp.confirmAction')}
          onConfirm={() => {
            actions.choose('confirm');
            onConfirm();
          }}
        />
      </Actions>
    </Card>
  );
}
