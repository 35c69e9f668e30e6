import { useTranslation } from 'react-i18next';
import type { Order } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { StatusTag } from '../../../../components/StatusTag/StatusTag';
import { Text } from '../../../../components/Typography/Text';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import { amountFacts } from '../../../orders/shared/orderFacts';

/**
 * One of the member's orders as the member's own list words it: the project and the status, the
 * order number, purchase or booking and when, the price, tons and total (a booking's fee too).
 */
export function OrderLine({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card
      title={order.projectName}
      headingLevel={3}
      extra={<StatusTag kind="order" status={order.status} />}
    >
      <Text size="sm" tone="secondary" breakAnywhere>
        {`${t('orders.card.orderNo', { orderNo: order.orderNo })} · ${t(`orders.kind.${order.kind}`)} · ${formatDateTime(order.createdAt, locale)}`}
      </Text>
      <FactRows facts={amountFacts(order, t, { size: 'sm' })} />
    </Card>
  );
}
