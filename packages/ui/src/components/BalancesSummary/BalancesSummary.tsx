import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ZERO_MONEY, tons } from '@carbonmarket/domain';
import type { Balances } from '@carbonmarket/domain';
import { Amount } from '../../components/Amount/Amount';
import { TonsAmount } from '../../components/Amount/TonsAmount';
import { SkeletonOutline } from '../../components/Skeleton/SkeletonOutline';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { useErrorText } from '../../i18n/useErrorText';
import type { Loadable } from '../../components/loadable';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Figures = styled.dl`
  /* Three equal columns; a figure too long for its column moves to a row of its own rather than
     breaking an amount in two. */
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[400]};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};

  & > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[100]};
    flex: 1 1 0;
    min-width: max-content;
  }
  & dd {
    margin: 0;
  }
`;

const Main = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;

  & dd {
    margin: 0;
  }
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
`;

/** What the placeholder lays out: the panel as it is with no money and no credits. */
const EMPTY_BALANCES: Balances = {
  available: ZERO_MONEY,
  frozen: ZERO_MONEY,
  pending: ZERO_MONEY,
  declined: ZERO_MONEY,
  credits: { normal: tons('0'), presale: tons('0') },
};

/** The balances in figures: available money large, then pending money and carbon credits. */
function BalancesPanel({ balances }: { balances: Balances }) {
  const { t } = useTranslation();
  const { available, pending, credits } = balances;
  return (
    <Panel>
      <Main>
        <Label>{t('home.balances.available')}</Label>
        <dd>
          <Amount value={available} size="xl" />
        </dd>
      </Main>
      <Figures>
        <div>
          <Label>{t('home.balances.pending')}</Label>
          <dd>
            <Amount value={pending} size="sm" />
          </dd>
        </div>
        <div>
          <Label>{t('home.balances.credits')}</Label>
          <dd>
            <TonsAmount value={credits.normal} size="sm" />
          </dd>
        </div>
        <div>
          <Label>{t('home.balances.presaleCredits')}</Label>
          <dd>
            <TonsAmount value={credits.presale} size="sm" />
          </dd>
        </div>
      </Figures>
    </Panel>
  );
}

export interface BalancesSummaryProps {
  /** The member's balances, or their loading state. */
  balances: Loadable<Balances>;
  /** Loads them again after a failure. */
  onRetry: () => void;
}

/** The member's available money in large figures, then pending money and carbon credits. */
export function BalancesSummary({ balances, onRetry }: BalancesSummaryProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  switch (balances.status) {
    case 'loading':
      return (
        <SkeletonOutline>
          <BalancesPanel balances={EMPTY_BALANCES} />
        </SkeletonOutline>
      );
    case 'error':
      return (
        <ErrorState
          variant="inline"
          title={t('home.balances.loadError')}
          message={balances.error === undefined ? undefined : errorText(balances.error)}
          onRetry={onRetry}
        />
      );
    case 'ready':
      return <BalancesPanel balances={balances.data} />;
    default:
      return balances satisfies never;
  }
}
