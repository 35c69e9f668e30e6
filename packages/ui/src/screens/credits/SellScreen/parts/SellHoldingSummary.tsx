import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import type { CreditHolding } from '../../shared/creditTypes';
import { Line } from '../../shared/creditStyles';

/** What is sold: the project, the kind of credits, the tons held, today's price and their worth. */
export function SellHoldingSummary({ holding }: { holding: CreditHolding }) {
  const { t } = useTranslation();
  return (
    <Card title={holding.projectName} headingLevel={2}>
      <Line>{t(`credits.kind.${holding.kind}`)}</Line>
      <FactRows
        label={t('credits.sell.holding.label')}
        facts={[
          {
            key: 'held',
            term: t('credits.sell.holding.held'),
            detail: <TonsAmount value={holding.tons} />,
          },
          {
            key: 'price',
            term: t('credits.sell.holding.price'),
            detail: <Amount value={holding.unitPrice} perTon />,
          },
          {
            key: 'value',
            term: t('credits.sell.holding.value'),
            detail: <Amount value={holding.value} />,
          },
        ]}
      />
    </Card>
  );
}
