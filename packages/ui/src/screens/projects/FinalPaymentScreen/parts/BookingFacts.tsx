import { useTranslation } from 'react-i18next';
import { multiply } from '@carbonmarket/domain';
import type { Order } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import type { Fact } from '../../../../components/FactRows/FactRows';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';

/**
 * A booking's figures: what was booked and the fee paid, and once set, the final tons and price,
 * the final total and the amount due (the final total less the fee, as the server computed it).
 */
export function BookingFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const facts: Fact[] = [
    { key: 'orderNo', term: t('projects.finalPayment.facts.orderNo'), detail: order.orderNo },
    { key: 'project', term: t('projects.finalPayment.facts.project'), detail: order.projectName },
    {
      key: 'booked',
      term: t('projects.finalPayment.facts.booked'),
      detail: <TonsAmount value={order.quantity} />,
    },
  ];
  if (order.bookingFee !== null)
    facts.push({
      key: 'feePaid',
      term: t('projects.finalPayment.facts.feePaid'),
      detail: <Amount value={order.bookingFee} />,
    });
  if (order.finalTons !== null && order.finalUnitPrice !== null)
    facts.push(
      {
        key: 'finalTons',
        term: t('projects.finalPayment.facts.finalTons'),
        detail: <TonsAmount value={order.finalTons} />,
      },
      {
        key: 'finalPrice',
        term: t('projects.finalPayment.facts.finalPrice'),
        detail: <Amount value={order.finalUnitPrice} perTon />,
      },
      {
        key: 'finalTotal',
        term: t('projects.finalPayment.facts.finalTotal'),
        detail: <Amount value={multiply(order.finalUnitPrice, order.finalTons)} />,
      },
    );
  if (order.finalPaymentAmount !== null)
    facts.push({
      key: 'due',
      term: t('projects.finalPayment.facts.due'),
      detail: <Amount value={order.finalPaymentAmount} size="lg" />,
    });
  return (
    <Card title={t('projects.finalPayment.facts.label')} headingLevel={2}>
      <FactRows facts={facts} />
    </Card>
  );
}
