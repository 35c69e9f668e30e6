import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Money, Order } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { Icon } from '../../../../icons/Icon';

/** A completed purchase as the server confirmed it, and the available balance after it. */
export interface PurchaseReceipt {
  order: Pick<Order, 'orderNo' | 'projectName' | 'quantity' | 'unitPrice' | 'totalAmount'>;
  available: Money;
}

const Header = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[400]} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.text.success};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.xl};
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
`;

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
    <>
      <Header role="status">
        <Icon name="success" size={48} />
        <Title>{t('projects.purchase.done.title')}</Title>
        <Description>{t('projects.purchase.done.description')}</Description>
      </Header>
      <Card>
        <FactRows
          label={t('projects.purchase.done.label')}
          facts={[
            { key: 'orderNo', term: t('projects.purchase.done.orderNo'), detail: order.orderNo },
            {
              key: 'project',
              term: t('projects.purchase.done.project'),
              detail: order.projectName,
            },
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
        />
      </Card>
      <Actions>
        <ButtonLink href={ordersHref} fullWidth>
          {t('projects.purchase.done.toOrders')}
        </ButtonLink>
        <ButtonLink href={projectHref} variant="secondary" fullWidth>
          {t('projects.purchase.done.toProject')}
        </ButtonLink>
      </Actions>
    </>
  );
}
