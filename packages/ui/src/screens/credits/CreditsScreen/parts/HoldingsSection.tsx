import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { CREDIT_KINDS } from '@carbonmarket/domain';
import type { CreditKind } from '@carbonmarket/domain';
import { Tabs } from '../../../../components/Tabs/Tabs';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import type { CreditHolding, CreditHoldings } from '../../shared/creditTypes';
import { Section, SectionTitle } from '../../shared/creditStyles';
import { HoldingCard } from './HoldingCard';

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding: ${({ theme }) => theme.space[300]} 0 0;
  list-style: none;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding-bottom: ${({ theme }) => theme.space[400]};
`;

export interface HoldingsSectionProps {
  holdings: CreditHoldings;
  /** The kind shown first. @default 'normal' */
  defaultKind?: CreditKind;
  sellHref?: (holding: CreditHolding) => string;
  /** The retirement page of a holding; without it (a placeholder) no link shows. */
  retireHref?: (holding: CreditHolding) => string;
  /** Where an empty kind leads: the projects on the market. */
  projectsHref: string;
}

/** The holdings of each kind, a tab per kind, each with its carbon detail and the way to sell. */
export function HoldingsSection({
  holdings,
  defaultKind = 'normal',
  sellHref,
  retireHref,
  projectsHref,
}: HoldingsSectionProps) {
  const { t } = useTranslation();
  return (
    <Section aria-labelledby="credits-holdings">
      <SectionTitle level={2} id="credits-holdings">
        {t('credits.holdings.title')}
      </SectionTitle>
      <Tabs<CreditKind>
        label={t('credits.holdings.kinds')}
        defaultValue={defaultKind}
        items={CREDIT_KINDS.map((kind) => ({
          value: kind,
          label: t(`credits.kind.${kind}`),
          badge: holdings[kind].length > 0 ? holdings[kind].length : undefined,
        }))}
        renderPanel={(kind) =>
          holdings[kind].length === 0 ? (
            <Empty>
              <EmptyState
                icon="leaf"
                title={t(`credits.holdings.emptyTitle.${kind}`)}
                description={t(`credits.holdings.emptyDescription.${kind}`)}
                headingLevel={3}
              />
              <ButtonLink href={projectsHref} variant="secondary">
                {t('credits.holdings.toProjects')}
              </ButtonLink>
            </Empty>
          ) : (
            <Cards>
              {holdings[kind].map((holding) => (
                <li key={holding.id}>
                  <HoldingCard
                    holding={holding}
                    sellHref={sellHref === undefined ? undefined : sellHref(holding)}
                    retireHref={retireHref === undefined ? undefined : retireHref(holding)}
                  />
                </li>
              ))}
            </Cards>
          )
        }
      />
    </Section>
  );
}
