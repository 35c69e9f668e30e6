import { useTranslation } from 'react-i18next';
import { formatMoney, formatTons } from '@carbonmarket/domain';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Text } from '../../../../components/Typography/Text';
import { formatDate, formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { AdminSale } from '../paymentsTypes';
import { Actions, useItemActions } from '../../shared/itemActions';
import { QueueAction } from './QueueAction';

export interface SaleItemProps {
  sale: AdminSale;
  /** The screen is settling this sale: its button shows busy. */
  busy: boolean;
  onSettle: () => void;
}

/**
 * A member's sale whose proceeds wait in the pending balance: the project, the tons sold at what
 * price, the proceeds, when they are due and whose they are. Settle pays them into the available
 * balance now, after a confirmation that repeats the figures.
 */
export function SaleItem({ sale, busy, onSettle }: SaleItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actions = useItemActions<'settle'>(busy, 'settle');
  return (
    <Card
      title={sale.projectName}
      headingLevel={2}
      extra={t('console.payments.member', { id: sale.memberId })}
    >
      <Text size="sm" tone="secondary" breakAnywhere>
        {t('console.payments.sale.saleNo', { saleNo: sale.saleNo })}
      </Text>
      <FactRows
        facts={[
          {
            key: 'sold',
            term: t('console.payments.sale.sold'),
            detail: (
              <>
                <TonsAmount value={sale.tons} size="sm" />
                {' × '}
                <Amount value={sale.unitPrice} size="sm" perTon />
              </>
            ),
          },
          {
            key: 'proceeds',
            term: t('console.payments.sale.proceeds'),
            detail: <Amount value={sale.proceeds} size="lg" />,
          },
          {
            key: 'payoutAt',
            term: t('console.payments.sale.payoutAt'),
            detail: <span>{formatDateTime(sale.payoutAt, locale)}</span>,
          },
        ]}
      />
      <Actions>
        <QueueAction
          {...actions.stateOf('settle')}
          label={t('console.payments.sale.settle')}
          title={t('console.payments.sale.settleTitle')}
          message={t('console.payments.sale.settleMessage', {
            proceeds: formatMoney(sale.proceeds, locale),
            tons: formatTons(sale.tons, locale),
            project: sale.projectName,
            member: sale.memberId,
            date: formatDate(sale.payoutAt, locale),
          })}
          confirmLabel={t('console.payments.sale.settleAction')}
          onConfirm={() => {
            actions.choose('settle');
            onSettle();
          }}
        />
      </Actions>
    </Card>
  );
}
