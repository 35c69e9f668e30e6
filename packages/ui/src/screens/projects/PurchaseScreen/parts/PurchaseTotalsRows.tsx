import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Money } from '@carbonmarket/domain';
import { FactRows } from '../../../../components/FactRows/FactRows';
import type { Fact } from '../../../../components/FactRows/FactRows';
import { Amount } from '../../../../components/Amount/Amount';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { VisuallyHidden } from '../../../../theme/visuallyHidden';
import type { PurchaseTotals } from '../purchaseTotals';

const Shortfall = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.status.warning.bg};
  color: ${({ theme }) => theme.color.status.warning.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};

  & > p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > a {
    flex: none;
  }
`;

/** A figure not known yet (no quantity typed): a dash, read as what is missing. */
const Dash = () => {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden>–</span>
      <VisuallyHidden>{t('projects.purchase.totals.noQuantity')}</VisuallyHidden>
    </>
  );
};

/**
 * What the purchase costs and what it leaves: the total, the available balance, and the balance
 * after paying, or how much is missing with the way to top up (when the app has one).
 */
export function PurchaseTotalsRows({
  totals,
  available,
  topUpHref,
}: {
  totals: PurchaseTotals;
  available: Money;
  topUpHref?: string;
}) {
  const { t } = useTranslation();
  const facts: Fact[] = [
    {
      key: 'total',
      term: t('projects.purchase.totals.total'),
      detail: totals.total === null ? <Dash /> : <Amount value={totals.total} size="lg" />,
    },
    {
      key: 'available',
      term: t('projects.purchase.totals.available'),
      detail: <Amount value={available} />,
    },
    totals.shortfall === null
      ? {
          key: 'after',
          term: t('projects.purchase.totals.after'),
          detail: totals.after === null ? <Dash /> : <Amount value={totals.after} />,
        }
      : {
          key: 'short',
          term: t('projects.purchase.totals.short'),
          detail: <Amount value={totals.shortfall} tone="negative" />,
        },
  ];
  return (
    <>
      <FactRows label={t('projects.purchase.totals.label')} facts={facts} />
      {totals.shortfall !== null ? (
        <Shortfall>
          <p>{t('projects.purchase.totals.topUpHint')}</p>
          {topUpHref !== undefined ? (
            <ButtonLink href={topUpHref} variant="secondary" size="sm">
              {t('projects.purchase.totals.topUp')}
            </ButtonLink>
          ) : null}
        </Shortfall>
      ) : null}
    </>
  );
}
