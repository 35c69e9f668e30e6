import { useTranslation } from 'react-i18next';
import type { Money } from '@carbonmarket/domain';
import { Receipt } from '../../../../components/Receipt/Receipt';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { useLocale } from '../../../../i18n/useLocale';
import { formatDate } from '../../../../i18n/formatDate';
import type { CreditSale } from '../../shared/creditTypes';

/** A completed sale as the server confirmed it, and the pending balance after it. */
export interface SaleReceipt {
  sale: Pick<CreditSale, 'saleNo' | 'projectName' | 'tons' | 'unitPrice' | 'proceeds' | 'payoutAt'>;
  pending: Money;
}

/** The receipt: what was sold, at what price, the proceeds and when they are available; then onwards. */
export function SellDone({ receipt, creditsHref }: { receipt: SaleReceipt; creditsHref: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { sale } = receipt;
  return (
    <Receipt
      title={t('credits.sell.done.title')}
      description={t('credits.sell.done.description')}
      factsLabel={t('credits.sell.done.label')}
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
      links={[{ href: creditsHref, label: t('credits.sell.done.toCredits') }]}
    />
  );
}
