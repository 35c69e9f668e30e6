import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney, groupedMobile } from '@carbonmarket/domain';
import { Amount } from '../../../../components/Amount/Amount';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import type { Fact } from '../../../../components/FactRows/FactRows';
import { Notice } from '../../../../components/Notice/Notice';
import { Text } from '../../../../components/Typography/Text';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { AdminWithdrawal } from '../paymentsTypes';
import { Actions, useItemActions } from '../../shared/itemActions';
import { QueueAction } from './QueueAction';
import { RefuseWithdrawalDialog } from './RefuseWithdrawalDialog';
import { destinationLine, fourEyesOf, paidByPayNow } from './withdrawalFacts';

/** An account or PayNow number, in figures of one width, to copy into the bank's form. */
const Digits = styled.span`
  font-family: ${({ theme }) => theme.font.family.numeric};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.04em;
  user-select: all;
`;

/** The bank, the account number and its holder, a line each, as the bank's transfer form asks. */
const Account = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
`;

export interface WithdrawalItemProps {
  withdrawal: AdminWithdrawal;
  /** The signed-in operator: one who approved a withdrawal may not pay it. */
  operatorId: number;
  /** The screen is acting on this withdrawal: the button confirmed shows busy, the others wait. */
  busy: boolean;
  onApprove: () => void;
  onComplete: () => void;
  onRefuse: (reason: string) => void;
}

/**
 * A withdrawal waiting to be paid: the amount, the fee and what to pay, the bank account (or
 * PayNow number) to pay it to, whose it is and when it was asked for. Four eyes: one at or above
 * the threshold is first approved by an operator, then paid by another; the one who approved it
 * is told so and gets no way to pay it. Refusing asks for a reason and returns the amount to the
 * member's available balance.
 */
export function WithdrawalItem({
  withdrawal,
  operatorId,
  busy,
  onApprove,
  onComplete,
  onRefuse,
}: WithdrawalItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fourEyes = fourEyesOf(withdrawal, operatorId);
  const main =
    fourEyes === 'awaiting' ? 'approve' : fourEyes === 'approvedByMe' ? 'refuse' : 'complete';
  const actions = useItemActions<'approve' | 'complete' | 'refuse'>(busy, main);
  const figures = {
    amount: formatMoney(withdrawal.amount, locale),
    net: formatMoney(withdrawal.netAmount, locale),
    to: destinationLine(t, withdrawal),
    member: withdrawal.memberId,
  };
  const approvedAt =
    withdrawal.approvedAt === null ? '' : formatDateTime(withdrawal.approvedAt, locale);

  const payTo: Fact = paidByPayNow(withdrawal)
    ? {
        key: 'payTo',
        term: t('console.payments.withdrawal.paynow'),
        detail: <Digits>{groupedMobile(withdrawal.paynowNumber)}</Digits>,
      }
    : {
        key: 'payTo',
        term: t('console.payments.withdrawal.bankAccount'),
        detail: (
          <Account>
            <span>{withdrawal.bankName}</span>
            <Digits>{withdrawal.accountNumber}</Digits>
            <span>{withdrawal.holderName}</span>
          </Account>
        ),
      };

  return (
    <Card
      title={figures.amount}
      headingLevel={2}
      extra={t('console.payments.member', { id: withdrawal.memberId })}
    >
      <Text size="sm" tone="secondary">
        {t('console.payments.requested', { date: formatDateTime(withdrawal.createdAt, locale) })}
      </Text>
      <FactRows
        facts={[
          {
            key: 'fee',
            term: t('console.payments.withdrawal.fee'),
            detail: <Amount value={withdrawal.fee} size="sm" />,
          },
          {
            key: 'net',
            term: t('console.payments.withdrawal.net'),
            detail: <Amount value={withdrawal.netAmount} size="lg" />,
          },
          payTo,
        ]}
      />
      {fourEyes === 'awaiting' ? (
        <Notice tone="warning">{t('console.payments.withdrawal.needsApproval')}</Notice>
      ) : fourEyes === 'approvedByOther' ? (
        <Notice tone="success">
          {t('console.payments.withdrawal.approvedBy', {
            id: withdrawal.approvedBy,
            date: approvedAt,
          })}
        </Notice>
      ) : fourEyes === 'approvedByMe' ? (
        <Notice tone="info">
          {t('console.payments.withdrawal.approvedByYou', { date: approvedAt })}
        </Notice>
      ) : null}
      <Actions>
        <RefuseWithdrawalDialog
          {...actions.stateOf('refuse')}
          message={t('console.payments.withdrawal.refuseMessage', figures)}
          onRefuse={(reason) => {
            actions.choose('refuse');
            onRefuse(reason);
          }}
        />
        {fourEyes === 'awaiting' ? (
          <QueueAction
            {...actions.stateOf('approve')}
            label={t('console.payments.withdrawal.approve')}
            title={t('console.payments.withdrawal.approveTitle')}
            message={t('console.payments.withdrawal.approveMessage', figures)}
            confirmLabel={t('console.payments.withdrawal.approveAction')}
            onConfirm={() => {
              actions.choose('approve');
              onApprove();
            }}
          />
        ) : fourEyes === 'approvedByMe' ? null : (
          <QueueAction
            {...actions.stateOf('complete')}
            label={t('console.payments.withdrawal.complete')}
            title={t('console.payments.withdrawal.completeTitle')}
            message={t('console.payments.withdrawal.completeMessage', figures)}
            confirmLabel={t('console.payments.withdrawal.completeAction')}
            onConfirm={() => {
              actions.choose('complete');
              onComplete();
            }}
          />
        )}
      </Actions>
    </Card>
  );
}
