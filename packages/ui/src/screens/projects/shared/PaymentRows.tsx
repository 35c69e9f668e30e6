import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { compare, subtract } from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import { FactRows } from '../../../components/FactRows/FactRows';
import type { Fact } from '../../../components/FactRows/FactRows';
import { Amount } from '../../../components/Amount/Amount';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { VisuallyHidden } from '../../../theme/visuallyHidden';

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
 * missing with the way to top up (when the app has one). Without a charge (no quantity typed
 * yet) the figures that depend on it show a dash.
 */
export function PaymentRows({
  leading,
  charge,
  available,
  topUpHref,
}: {
  leading: readonly Fact[];
  charge: Money | null;
  available: Money;
  topUpHref?: string;
}) {
  const { t } = useTranslation();
  const short = charge !== null && compare(charge, available) > 0;
  const facts: Fact[] = [
    ...leading,
    {
      key: 'available',
      term: t('projects.payment.available'),
      detail: <Amount value={available} />,
    },
    charge !== null && short
      ? {
          key: 'short',
          term: t('projects.payment.short'),
          detail: <Amount value={subtract(charge, available)} tone="negative" />,
        }
      : {
          key: 'after',
          term: t('projects.payment.after'),
          detail: charge === null ? <NoFigure /> : <Amount value={subtract(available, charge)} />,
        },
  ];
  return (
    <>
      <FactRows label={t('projects.payment.label')} facts={facts} />
      {short ? (
        <Shortfall>
          <p>{t('projects.payment.topUpHint')}</p>
          {topUpHref !== undefined ? (
            <ButtonLink href={topUpHref} variant="secondary" size="sm">
              {t('projects.payment.topUp')}
            </ButtonLink>
          ) : null}
        </Shortfall>
      ) : null}
    </>
  );
}
