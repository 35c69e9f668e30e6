import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { StatusTag } from '../../../../components/StatusTag/StatusTag';
import { Icon } from '../../../../icons/Icon';
import { useLocale } from '../../../../i18n/useLocale';
import { formatDate } from '../../../../i18n/formatDate';
import type { CreditSale } from '../../shared/creditTypes';
import { Line } from '../../shared/creditStyles';
import { Text } from '../../../../components/Typography/Text';

const Payout = styled(Text)`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};

  & > svg {
    flex: none;
    margin-top: 2px;
  }
`;

/**
 * One sale: the project, its number and day, the tons sold at what price, the proceeds, and when
 * they reach (or reached) the available balance.
 */
export function SaleRow({ sale }: { sale: CreditSale }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const settled = sale.status === 'settled';
  const kind = sale.kind === 'presale' ? ` · ${t('credits.kind.presale')}` : '';
  return (
    <Card
      title={sale.projectName}
      headingLevel={3}
      extra={<StatusTag kind="sale" status={sale.status} />}
    >
      <Line>
        {`${t('credits.sales.saleNo', { saleNo: sale.saleNo })} · ${formatDate(sale.createdAt, locale)}${kind}`}
      </Line>
      <FactRows
        facts={[
          {
            key: 'tons',
            term: t('credits.sales.sold'),
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
            term: t('credits.sales.proceeds'),
            detail: <Amount value={sale.proceeds} />,
          },
        ]}
      />
      <Payout size="sm" tone={settled ? 'secondary' : 'primary'} breakAnywhere>
        <Icon name={settled ? 'success' : 'wallet'} size={16} />
        <span>
          {settled
            ? t('credits.sales.paid', { date: formatDate(sale.settledAt ?? sale.payoutAt, locale) })
            : t('credits.sales.expected', { date: formatDate(sale.payoutAt, locale) })}
        </span>
      </Payout>
    </Card>
  );
}
