import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney, topUpPayBy, topUpPayload } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { Amount } from '../../../../components/Amount/Amount';
import { Button } from '../../../../components/Button/Button';
import { Card } from '../../../../components/Card/Card';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { StatusTag } from '../../../../components/StatusTag/StatusTag';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { TopUpDetail } from '../topUpTypes';
import { PayNowCode } from './PayNowCode';

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  text-align: center;
`;

const Reference = styled.span`
  font-family: ${({ theme }) => theme.font.family.numeric};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.04em;
`;

export interface TopUpPaymentProps {
  topUp: TopUpDetail;
  /** Cancels the top-up, after the member confirmed. */
  onCancel: () => void;
  cancelling: boolean;
  /** Why the last cancelling was refused (a network failure, the top-up credited meanwhile). */
  error?: ErrorCode;
  errorParams?: ErrorParams;
}

/**
 * The second step, while the payment is awaited: the PayNow code (amount and reference filled in,
 * valid to the end of the next day), the same details to type by hand, the status as it changes,
 * and a way to cancel.
 */
export function TopUpPayment({
  topUp,
  onCancel,
  cancelling,
  error,
  errorParams,
}: TopUpPaymentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const amount = formatMoney(topUp.amount, locale);
  return (
    <>
      <Intro>
        <Heading level={2} size="lg" weight="bold" tone="primary">
          {t('wallet.topUp.pay.title', { amount })}
        </Heading>
        <Text size="sm" tone="secondary">
          {t('wallet.topUp.pay.steps')}
        </Text>
      </Intro>
      <PayNowCode
        payload={topUpPayload(topUp, topUp.payee)}
        label={t('wallet.topUp.pay.code', {
          amount,
          name: topUp.payee.name,
          reference: topUp.reference,
        })}
      />
      <Card>
        <FactRows
          label={t('wallet.topUp.pay.facts')}
          facts={[
            {
              key: 'status',
              term: t('wallet.topUp.pay.status'),
              detail: <StatusTag kind="topUp" status={topUp.status} />,
            },
            {
              key: 'amount',
              term: t('wallet.topUp.pay.amount'),
              detail: <Amount value={topUp.amount} size="lg" />,
            },
            { key: 'payTo', term: t('wallet.topUp.pay.payTo'), detail: topUp.payee.name },
            { key: 'uen', term: t('wallet.topUp.pay.uen'), detail: topUp.payee.uen },
            {
              key: 'reference',
              term: t('wallet.topUp.pay.reference'),
              detail: <Reference>{topUp.reference}</Reference>,
            },
            {
              key: 'payBy',
              term: t('wallet.topUp.pay.payBy'),
              detail: formatDateTime(topUpPayBy(topUp.payableUntil), locale),
            },
          ]}
        />
      </Card>
      <Text size="sm" tone="secondary">
        {t('wallet.topUp.pay.referenceHint')}
      </Text>
      <Text size="sm" tone="secondary" role="status">
        {t('wallet.topUp.pay.waiting')}
      </Text>
      {error === undefined ? null : (
        <ErrorState variant="inline" message={errorText(error, errorParams)} />
      )}
      <ConfirmDialog
        title={t('wallet.topUp.pay.cancelTitle')}
        message={t('wallet.topUp.pay.cancelMessage')}
        confirmLabel={t('wallet.topUp.pay.cancelConfirm')}
        cancelLabel={t('wallet.topUp.pay.keep')}
        tone="critical"
        confirming={cancelling}
        onConfirm={onCancel}
        trigger={
          <Button variant="secondary" fullWidth loading={cancelling}>
            {t('wallet.topUp.pay.cancel')}
          </Button>
        }
      />
    </>
  );
}
