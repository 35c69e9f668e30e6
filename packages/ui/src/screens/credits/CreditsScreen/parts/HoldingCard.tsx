import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { VisuallyHidden } from '../../../../theme/visuallyHidden';
import type { CreditHolding } from '../../shared/creditTypes';
import { Heading } from '../../../../components/Typography/Heading';

const Held = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space['050']};
  margin: 0;

  & dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: ${({ theme }) => theme.font.lineHeight.xs};
  }
  & dd {
    margin: 0;
  }
`;

const DetailTitle = styled(Heading)`
  padding-top: ${({ theme }) => theme.space[200]};
`;

export interface HoldingCardProps {
  holding: CreditHolding;
  /** The sale page of this holding; without it (a placeholder) no link shows. */
  sellHref?: string;
  /** The retirement page of this holding; without it (a placeholder) no link shows. */
  retireHref?: string;
}

/** Sell and Retire side by side. */
const Ways = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[300]};

  & > * {
    flex: 1 1 0;
    min-width: 0;
  }
`;

/**
 * One holding: the project, the tons held, what a ton and the whole holding fetch today, the
 * carbon detail of the credits, and the ways to sell or retire them.
 */
export function HoldingCard({ holding, sellHref, retireHref }: HoldingCardProps) {
  const { t } = useTranslation();
  const { detail } = holding;
  return (
    <Card title={holding.projectName}>
      <Held>
        <dt>{t('credits.holdings.held')}</dt>
        <dd>
          <TonsAmount value={holding.tons} size="lg" />
        </dd>
      </Held>
      <FactRows
        facts={[
          {
            key: 'price',
            term: t('credits.holdings.unitPrice'),
            detail: <Amount value={holding.unitPrice} perTon />,
          },
          {
            key: 'value',
            term: t('credits.holdings.value'),
            detail: <Amount value={holding.value} />,
          },
        ]}
      />
      <DetailTitle level={4} size="sm" weight="semibold" tone="secondary">
        {t('credits.holdings.detail')}
      </DetailTitle>
      <FactRows
        facts={[
          {
            key: 'offsetted',
            term: t('credits.holdings.offsetted'),
            detail: <TonsAmount value={detail.offsettedAmount} size="sm" />,
          },
          { key: 'vintage', term: t('credits.holdings.vintage'), detail: String(detail.vintage) },
          {
            key: 'agency',
            term: t('credits.holdings.agency'),
            detail: detail.verificationAgency,
          },
          {
            key: 'monitoring',
            term: t('credits.holdings.monitoring'),
            detail: detail.monitoring,
          },
          { key: 'type', term: t('credits.holdings.creditType'), detail: detail.creditType },
        ]}
      />
      {sellHref !== undefined || retireHref !== undefined ? (
        <Ways>
          {sellHref !== undefined ? (
            <ButtonLink href={sellHref} variant="secondary" fullWidth>
              {t('credits.holdings.sell')}
              <VisuallyHidden>{` – ${holding.projectName}`}</VisuallyHidden>
            </ButtonLink>
          ) : null}
          {retireHref !== undefined ? (
            <ButtonLink href={retireHref} variant="secondary" fullWidth>
              {t('credits.holdings.retire')}
              <VisuallyHidden>{` – ${holding.projectName}`}</VisuallyHidden>
            </ButtonLink>
          ) : null}
        </Ways>
      ) : null}
    </Card>
  );
}
