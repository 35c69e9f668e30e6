import type { TFunction } from 'i18next';
import type { Order } from '@carbonmarket/domain';
import type { Fact } from '../../../components/FactRows/FactRows';
import { Amount } from '../../../components/Amount/Amount';
import { TonsAmount } from '../../../components/Amount/TonsAmount';
import type { AmountSize } from '../../../components/Amount/Amount';
import { formatDateTime } from '../../../i18n/formatDate';
import type { Locale } from '../../../i18n/locale';
import type { FinalPaymentState } from './finalPayment';

/** How big the figures are: `sm` on a list's card, `md` on the order's own page. */
interface FactsStyle {
  size: Extract<AmountSize, 'sm' | 'md'>;
}

/**
 * What the order costs: the price per ton, the tons and the total (for a booking, the expected
 * ones, and the booking fee paid).
 */
export function amountFacts(order: Order, t: TFunction, { size }: FactsStyle): Fact[] {
  const presale = order.kind === 'presale';
  const facts: Fact[] = [
    {
      key: 'unitPrice',
      term: t(presale ? 'orders.facts.expectedUnitPrice' : 'orders.facts.unitPrice'),
      detail: <Amount value={order.unitPrice} size={size} perTon />,
    },
    {
      key: 'quantity',
      term: t(presale ? 'orders.facts.bookedQuantity' : 'orders.facts.quantity'),
      detail: <TonsAmount value={order.quantity} size={size} />,
    },
    {
      key: 'total',
      term: t(presale ? 'orders.facts.expectedTotal' : 'orders.facts.total'),
      detail: <Amount value={order.totalAmount} size={size === 'sm' ? 'md' : 'lg'} />,
    },
  ];
  if (order.bookingFee !== null)
    facts.push({
      key: 'bookingFee',
      term: t('orders.facts.bookingFee'),
      detail: <Amount value={order.bookingFee} size={size} />,
    });
  return facts;
}

/**
 * A booking's final figures once the presale set them: the final tons, the final price per ton
 * and the final amount (still due, or paid); none before.
 */
export function finalFacts(
  order: Order,
  state: FinalPaymentState,
  t: TFunction,
  { size }: FactsStyle,
): Fact[] {
  const facts: Fact[] = [];
  if (order.finalTons !== null)
    facts.push({
      key: 'finalTons',
      term: t('orders.facts.finalTons'),
      detail: <TonsAmount value={order.finalTons} size={size} />,
    });
  if (order.finalUnitPrice !== null)
    facts.push({
      key: 'finalUnitPrice',
      term: t('orders.facts.finalUnitPrice'),
      detail: <Amount value={order.finalUnitPrice} size={size} perTon />,
    });
  if (order.finalPaymentAmount !== null)
    facts.push({
      key: 'finalAmount',
      term: t(state === 'due' ? 'orders.facts.finalAmountDue' : 'orders.facts.finalAmount'),
      detail: (
        <Amount
          value={order.finalPaymentAmount}
          size={size === 'sm' ? 'md' : 'lg'}
          tone={state === 'expired' ? 'muted' : undefined}
        />
      ),
    });
  return facts;
}

/** When things happened to a booking after it was placed: the deadline, the payment, the forfeit. */
export function timelineFacts(order: Order, locale: Locale, t: TFunction): Fact[] {
  const facts: Fact[] = [];
  if (order.finalPaymentDeadline !== null)
    facts.push({
      key: 'deadline',
      term: t('orders.facts.deadline'),
      detail: formatDateTime(order.finalPaymentDeadline, locale),
    });
  if (order.finalPaidAt !== null)
    facts.push({
      key: 'finalPaidAt',
      term: t('orders.facts.finalPaidAt'),
      detail: formatDateTime(order.finalPaidAt, locale),
    });
  if (order.forfeitedAt !== null)
    facts.push({
      key: 'forfeitedAt',
      term: t('orders.facts.forfeitedAt'),
      detail: formatDateTime(order.forfeitedAt, locale),
    });
  return facts;
}
