import { useTranslation } from 'react-i18next';
import type { Money, Order } from '@carbonmarket/domain';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { Receipt } from '../../../../components/Receipt/Receipt';

/** A completed purchase as the server confirmed it, and the available balance after it. */
export interface PurchaseReceipt {
  order: Pick<Order, 'orderNo' | 'projectName' | 'quantity' | 'unitPrice' | 'totalAmount'>;
  available: Money;
}

/** The receipt: what was bought, at what price, what it cost and what is left; then onwards. */
export function PurchaseDone({
  receipt,
  ordersHref,
  projectHref,
}: {
  receipt: PurchaseReceipt;
  ordersHref: string;
  projectHref: string;
}) {
  const { t } = useTranslation();
  const { order } = receipt;
  return (
    <Receipt
      title={t('projects.purchase.done.title')}
      description={t('projects.purchase.done.description')}
      factsLabel={t('projects.purchase.done.label')}
      facts={[
        { key: 'orderNo', term: t('projects.purchase.done.orderNo'), detail: order.orderNo },
        { key: 'project', term: t('projects.purchase.done.project'), detail: order.projectName },
        {
          key: 'quantity',
          term: t('projects.purchase.done.quantity'),
          detail: <TonsAmount value={order.quantity} />,
        },
        {
          key: 'price',
          term: t('projects.purchase.done.price'),
          detail: <Amount value={order.unitPrice} perTon />,
        },
        {
          key: 'total',
          term: t('projects.purchase.done.total'),
          detail: <Amount value={order.totalAmount} size="lg" />,
        },
        {
          key: 'available',
          term: t('projects.purchase.done.available'),
          detail: <Amount value={receipt.available} />,
        },
      ]}
      links={[
        { href: ordersHref, label: t('projects.purchase.done.toOrders') },
        { href: projectHref, label: t('projects.purchase.done.toProject') },
      ]}
    />
  );
}
