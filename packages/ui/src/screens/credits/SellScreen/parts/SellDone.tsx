import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Money } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { Icon } from '../../../../icons/Icon';
import { useLocale } from '../../../../i18n/useLocale';
import { formatDate } from '../../../../i18n/formatDate';
import type { CreditSale } from '../../shared/creditTypes';

/** A completed sale as the server confirmed it, and the pending balance after it. */
export interface SaleReceipt {
  sale: Pick<CreditSale, 'saleNo' | 'projectName' | 'tons' | 'unitPrice' | 'proceeds' | 'payoutAt'>;
  pending: Money;
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

/** The receipt: what was sold, at what price, the proceeds and when they are available; then onwards. */
export function SellDone({ receipt, creditsHref }: { receipt: SaleReceipt; creditsHref: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { sale } = receipt;
  return (
    <>
      <Header role="status">
        <Icon name="success" size={48} />
        <Title>{t('credits.sell.done.title')}</Title>
        <Description>{t('credits.sell.done.description')}</Description>
      </Header>
      <Card>
        <FactRows
          label={t('credits.sell.done.label')}
          facts={[
            { key: 'saleNo', term: t('credits.sell.done.saleNo'), detail: sale.saleNo },
            { key: 'project', term: t('credits.sell.done.project'), detail: sale.projectName },
            {
              key: 'tons',
              term: t('credits.sell.done.tons'),
              detail: <TonsAmount value={sale.tons} />,
            },
            {
              key: 'price',
              term: t('credits.sell.done.price'),
              detail: <Amount value={sale.unitPrice} perTon />,
            },
            {
              key: 'proceeds',
              term: t('credits.sell.done.proceeds'),
              detail: <Amount value={sale.proceeds} size="lg" />,
            },
            {
              key: 'payout',
              term: t('credits.sell.done.payout'),
              detail: formatDate(sale.payoutAt, locale),
            },
            {
              key: 'pending',
              term: t('credits.sell.done.pending'),
              detail: <Amount value={receipt.pending} />,
            },
          ]}
        />
      </Card>
      <ButtonLink href={creditsHref} fullWidth>
        {t('credits.sell.done.toCredits')}
      </ButtonLink>
    </>
  );
}
