import { useTranslation } from 'react-i18next';
import { ZERO_MONEY } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, Money, Order } from '@carbonmarket/domain';
import { Amount } from '../../../components/Amount/Amount';
import { PaymentPage } from '../shared/OrderPage';
import type { PaymentPageProps } from '../shared/OrderPage';
import { Receipt } from '../../../components/Receipt/Receipt';
import { BookingFacts } from './parts/BookingFacts';
import { FinalPaymentAction } from './parts/FinalPaymentAction';
import { StageNotice } from './parts/StageNotice';
import { PLACEHOLDER_BOOKING } from './parts/placeholderBooking';
import { finalPaymentStage } from './finalPaymentStage';
import type { ScreenLinks } from '../../../links/screenLinks';

/** A final payment the server confirmed: the booking after it and the available balance. */
export interface FinalPaymentReceipt {
  order: Order;
  available: Money;
}

/** The places FinalPaymentScreen links to. */
export type FinalPaymentScreenLinks = Pick<
  ScreenLinks,
  'orders' | 'topUp' | 'topUpForFinalPayment'
>;

export interface FinalPaymentScreenProps extends Omit<
  PaymentPageProps<Order>,
  'subject' | 'notFound'
> {
  /** The member's booking. */
  order: PaymentPageProps<Order>['subject'];
  /** The server's current time, for the deadline. */
  now: Date;
  /** Called once the member confirmed the payment. */
  onPay: () => void;
  /** The payment is being sent: the button is busy. @default false */
  paying?: boolean;
  /** Why the last payment was refused (FINAL_PAYMENT_EXPIRED, INSUFFICIENT_BALANCE, risk...). */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  /** The payment went through: the receipt. */
  receipt?: FinalPaymentReceipt | null;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: FinalPaymentScreenLinks;
}

/**
 * Paying a presale booking's final amount: the booking's figures (booked, fee paid, final tons
 * and price, the final total and the amount due), the countdown to the deadline, the amount
 * against the available balance and Pay with a confirmation, then the receipt. A booking that
 * cannot be paid now says why: its final price is not set yet, it is paid, or it was forfeited.
 */
export function FinalPaymentScreen({
  order,
  now,
  onPay,
  paying = false,
  error,
  errorParams,
  receipt = null,
  links,
  ...page
}: FinalPaymentScreenProps) {
  const { t } = useTranslation();
  return (
    <PaymentPage
      {...page}
      subject={order}
      title={t('projects.finalPayment.title')}
      loadingLabel={t('projects.finalPayment.loading')}
      loadErrorTitle={t('projects.finalPayment.loadError')}
      notFound={{
        title: t('projects.finalPayment.notFoundTitle'),
        description: t('projects.finalPayment.notFoundDescription'),
        href: links.orders('final_payment_made'),
        label: t('projects.finalPayment.toOrders'),
      }}
      placeholder={<BookingFacts order={PLACEHOLDER_BOOKING} />}
      done={
        receipt === null ? undefined : (
          <Receipt
            title={t('projects.finalPayment.done.title')}
            description={t('projects.finalPayment.done.description')}
            factsLabel={t('projects.finalPayment.facts.label')}
            facts={[
              {
                key: 'orderNo',
                term: t('projects.finalPayment.facts.orderNo'),
                detail: receipt.order.orderNo,
              },
              {
                key: 'project',
                term: t('projects.finalPayment.facts.project'),
                detail: receipt.order.projectName,
              },
              {
                key: 'paid',
                term: t('projects.finalPayment.done.paid'),
                detail: <Amount value={receipt.order.finalPaymentAmount ?? ZERO_MONEY} size="lg" />,
              },
              {
                key: 'available',
                term: t('projects.finalPayment.done.available'),
                detail: <Amount value={receipt.available} />,
              },
            ]}
            links={[
              {
                href: links.orders('final_payment_made'),
                label: t('projects.finalPayment.toOrders'),
              },
            ]}
          />
        )
      }
    >
      {(booking, available) => {
        const stage = finalPaymentStage(booking, now);
        const { finalPaymentAmount, finalPaymentDeadline } = booking;
        return (
          <>
            <BookingFacts order={booking} />
            {stage === 'payable' && finalPaymentAmount !== null && finalPaymentDeadline !== null ? (
              <FinalPaymentAction
                order={{ ...booking, finalPaymentAmount, finalPaymentDeadline }}
                available={available}
                now={now}
                onPay={onPay}
                paying={paying}
                error={error}
                errorParams={errorParams}
                links={links}
              />
            ) : (
              <StageNotice stage={stage === 'payable' ? 'waiting' : stage} order={booking} />
            )}
          </>
        );
      }}
    </PaymentPage>
  );
}
