import { useTranslation } from 'react-i18next';
import type { Money, Order } from '@carbonmarket/domain';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { Receipt } from '../../../../components/Receipt/Receipt';

/** A booking as the server confirmed it, and the available balance after its fee. */
export interface BookingReceipt {
  order: Pick<Order, 'orderNo' | 'projectName' | 'quantity' | 'unitPrice' | 'bookingFee'>;
  available: Money;
}

/** The booking's receipt: what was booked at what expected price, the fee paid; then onwards. */
export function BookingDone({
  receipt,
  ordersHref,
  projectHref,
}: {
  receipt: BookingReceipt;
  ordersHref: string;
  projectHref: string;
}) {
  const { t } = useTranslation();
  const { order } = receipt;
  return (
    <Receipt
      title={t('projects.presale.done.title')}
      description={t('projects.presale.done.description')}
      factsLabel={t('projects.presale.done.label')}
      facts={[
        { key: 'orderNo', term: t('projects.presale.done.orderNo'), detail: order.orderNo },
        { key: 'project', term: t('projects.presale.done.project'), detail: order.projectName },
        {
          key: 'quantity',
          term: t('projects.presale.done.quantity'),
          detail: <TonsAmount value={order.quantity} />,
        },
        {
          key: 'price',
          term: t('projects.presale.done.price'),
          detail: <Amount value={order.unitPrice} perTon />,
        },
        ...(order.bookingFee === null
          ? []
          : [
              {
                key: 'fee',
                term: t('projects.presale.done.fee'),
                detail: <Amount value={order.bookingFee} size="lg" />,
              },
            ]),
        {
          key: 'available',
          term: t('projects.presale.done.available'),
          detail: <Amount value={receipt.available} />,
        },
      ]}
      links={[
        { href: ordersHref, label: t('projects.presale.done.toOrders') },
        { href: projectHref, label: t('projects.presale.done.toProject') },
      ]}
    />
  );
}
