import { useTranslation } from 'react-i18next';
import { retirableTons } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import type { CreditHolding } from '../../shared/creditTypes';
import { Line } from '../../shared/creditStyles';

/** What is retired from: the project, the kind of credits, the tons held and the whole tons of them. */
export function RetireHoldingSummary({ holding }: { holding: CreditHolding }) {
  const { t } = useTranslation();
  return (
    <Card title={holding.projectName} headingLevel={2}>
      <Line>{`${t(`credits.kind.${holding.kind}`)} · ${t('credits.retire.holding.vintage', { vintage: holding.detail.vintage })}`}</Line>
      <FactRows
        label={t('credits.retire.holding.label')}
        facts={[
          {
            key: 'held',
            term: t('credits.retire.holding.held'),
            detail: <TonsAmount value={holding.tons} />,
          },
          {
            key: 'retirable',
            term: t('credits.retire.holding.retirable'),
            detail: <TonsAmount value={retirableTons(holding.tons)} />,
          },
        ]}
      />
    </Card>
  );
}
