import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { balanceShortfall, formatMoney, formatTons } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, Money, Order } from '@carbonmarket/domain';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { Countdown } from '../../../../components/Countdown/Countdown';
import { FormLayout } from '../../../../components/FormLayout/FormLayout';
import { useErrorText } from '../../../../i18n/useErrorText';
import { useLocale } from '../../../../i18n/useLocale';
import { PaymentRows } from '../../shared/PaymentRows';
import { ShortBalanceReason } from '../../shared/ShortBalanceReason';
import type { ScreenLinks } from '../../../../links/screenLinks';
import { MoneySubmit } from '../../../../components/Offline/MoneySubmit';
import { useOffline } from '../../../../components/Offline/offlineContext';

const Deadline = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

/** The places FinalPaymentAction links to. */
export type FinalPaymentActionLinks = Pick<ScreenLinks, 'topUp' | 'topUpForFinalPayment'>;

export interface FinalPaymentActionProps {
  /** A booking pending its final payment, with its amount due and deadline set. */
  order: Order & { finalPaymentAmount: Money; finalPaymentDeadline: Date };
  available: Money;
  now: Date;
  onPay: () => void;
  paying: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  /** Where the part links (`ScreenLinks`: ADR 034). */
  links: FinalPaymentActionLinks;
}

/**
 * Paying a booking's final amount: the time left to the deadline, the amount due against the
 * available balance, and Pay, which asks for a confirmation naming the amount, the tons and the
 * project. While the amount is above the balance, Pay is disabled with the shortfall beside it and
 * the way to top up, which comes back to this payment.
 */
export function FinalPaymentAction({
  order,
  available,
  now,
  onPay,
  paying,
  error,
  errorParams,
  links,
}: FinalPaymentActionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const due = order.finalPaymentAmount;
  const shortfall = balanceShortfall(due, available);
  // Topping up for this payment comes back to it; an app without that way back still offers the
  // plain top-up.
  const topUpHref =
    shortfall === null
      ? undefined
      : (links.topUpForFinalPayment?.({ order, shortfall }) ?? links.topUp);
  const offline = useOffline();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <FormLayout
        error={error === undefined ? undefined : errorText(error, errorParams)}
        onSubmit={() => {
          if (paying || offline || shortfall !== null) return;
          setConfirming(true);
        }}
        actions={
          <MoneySubmit
            busy={paying}
            blockedBy={
              shortfall === null
                ? null
                : (id) => <ShortBalanceReason id={id} shortfall={shortfall} topUpHref={topUpHref} />
            }
          >
            {t('projects.finalPayment.submit')}
          </MoneySubmit>
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
        <PaymentRows leading={[]} charge={due} available={available} />
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
