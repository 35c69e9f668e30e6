import { useTranslation } from 'react-i18next';
import type { Balances } from '@carbonmarket/domain';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';

/**
 * The member's money in each balance (available, frozen by a lock, pending from sales, declined)
 * and their carbon credits of each kind, as the member's own wallet counts them.
 */
export function MemberBalances({ balances }: { balances: Balances }) {
  const { t } = useTranslation();
  const money = (['available', 'frozen', 'pending', 'declined'] as const).map((kind) => ({
    key: kind,
    term: t(`console.members.balances.${kind}`),
    detail: <Amount value={balances[kind]} size="sm" />,
  }));
  const credits = (['normal', 'presale'] as const).map((kind) => ({
    key: `credits-${kind}`,
    term: t(`console.members.balances.credits.${kind}`),
    detail: <TonsAmount value={balances.credits[kind]} size="sm" />,
  }));
  return (
    <Card title={t('console.members.balances.heading')} headingLevel={2}>
      <FactRows label={t('console.members.balances.heading')} facts={[...money, ...credits]} />
    </Card>
  );
}
