import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { compare, formatMoney, formatTons } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, Money, Order } from '@carbonmarket/domain';
import { Button } from '../../../../components/Button/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { Countdown } from '../../../../components/Countdown/Countdown';
import { FormLayout } from '../../../../components/FormLayout/FormLayout';
import { useErrorText } from '../../../../i18n/useErrorText';
import { useLocale } from '../../../../i18n/useLocale';
import { PaymentRows } from '../../shared/PaymentRows';

const Deadline = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

export interface FinalPaymentActionProps {
  /** A booking pending its final payment, with its amount due and deadline set. */
  order: Order & { finalPaymentAmount: Money; finalPaymentDeadline: Date };
  available: Money;
  now: Date;
  onPay: () => void;
  paying: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  topUpHref?: string;
}

/**
 * Paying a booking's final amount: the time left to the deadline, the amount due against the
 * available balance (what is missing, the way to top up), and Pay, which checks the balance and
 * asks for a confirmation naming the amount, the tons and the project.
 */
export function FinalPaymentAction({
  order,
  available,
  now,
  onPay,
  paying,
  error,
  errorParams,
  topUpHref,
}: FinalPaymentActionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const due = order.finalPaymentAmount;
  const short = compare(due, available) > 0;
  const [shortAttempt, setShortAttempt] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const shown = shortAttempt && short ? 'INSUFFICIENT_BALANCE' : error;
  return (
    <>
      <FormLayout
        error={
          shown === undefined
            ? undefined
            : errorText(shown, shown === error ? errorParams : undefined)
        }
        onSubmit={() => {
          if (paying) return;
          if (short) {
            setShortAttempt(true);
            return;
          }
          setShortAttempt(false);
          setConfirming(true);
        }}
        actions={
          <Button type="submit" fullWidth loading={paying}>
            {t('projects.finalPayment.submit')}
          </Button>
        }
      >
        <Deadline>
          <span>{t('projects.finalPayment.deadline')}</span>
          <Countdown
            now={now}
            deadline={order.finalPaymentDeadline}
            variant="blocks"
            label={t('projects.finalPayment.deadline')}
          />
        </Deadline>
        <PaymentRows leading={[]} charge={due} available={available} topUpHref={topUpHref} />
      </FormLayout>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('projects.finalPayment.confirm.title')}
        message={t('projects.finalPayment.confirm.message', {
          amount: formatMoney(due, locale),
          tons: formatTons(order.finalTons ?? order.quantity, locale),
          project: order.projectName,
        })}
        confirmLabel={t('projects.finalPayment.confirm.action')}
        onConfirm={onPay}
      />
    </>
  );
}
