import { useTranslation } from 'react-i18next';
import { balanceShortfall, subtract } from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import { FactRows } from '../../../components/FactRows/FactRows';
import type { Fact } from '../../../components/FactRows/FactRows';
import { Amount } from '../../../components/Amount/Amount';
import { VisuallyHidden } from '../../../theme/visuallyHidden';

/** A figure not known yet (no quantity typed): a dash, read as what is missing. */
export const NoFigure = () => {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden>–</span>
      <VisuallyHidden>{t('projects.payment.noQuantity')}</VisuallyHidden>
    </>
  );
};

/**
 * What an order costs and what it leaves: the order's own figures (`leading`: the total, a
 * booking fee), the available balance, and the balance after paying `charge`, or how much is
 * missing (`balanceShortfall`; the reason beside the disabled button says it again with the way
 * to top up). Without a charge (no quantity typed yet) the figures that depend on it show a dash.
 */
export function PaymentRows({
  leading,
  charge,
  available,
}: {
  leading: readonly Fact[];
  charge: Money | null;
  available: Money;
}) {
  const { t } = useTranslation();
  const shortfall = charge === null ? null : balanceShortfall(charge, available);
  const facts: Fact[] = [
    ...leading,
    {
      key: 'available',
      term: t('projects.payment.available'),
      detail: <Amount value={available} />,
    },
    shortfall !== null
      ? {
          key: 'short',
          term: t('projects.payment.short'),
          detail: <Amount value={shortfall} tone="negative" />,
        }
      : {
          key: 'after',
          term: t('projects.payment.after'),
          detail: charge === null ? <NoFigure /> : <Amount value={subtract(available, charge)} />,
        },
  ];
  return <FactRows label={t('projects.payment.label')} facts={facts} />;
}
