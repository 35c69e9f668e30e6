import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ZERO_MONEY, add } from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import type { CreditHoldings } from '../../shared/creditTypes';

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[400]};
  margin: 0;

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

const Worth = styled.dl`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};

  & dd {
    margin: 0;
  }
`;

const Label = styled.dt`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
`;

/** What every holding fetches at today's price: the sum of their values, to the cent. */
export const totalValue = (holdings: CreditHoldings): Money =>
  [...holdings.normal, ...holdings.presale].reduce(
    (sum, holding) => add(sum, holding.value),
    ZERO_MONEY,
  );

/** The carbon-credit balance: tons held by kind, and what they are worth today. */
export function CreditTotals({ holdings }: { holdings: CreditHoldings }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Figures>
        <div>
          <Label>{t('credits.kind.normal')}</Label>
          <dd>
            <TonsAmount value={holdings.totals.normal} size="xl" />
          </dd>
        </div>
        <div>
          <Label>{t('credits.kind.presale')}</Label>
          <dd>
            <TonsAmount value={holdings.totals.presale} size="xl" />
          </dd>
        </div>
      </Figures>
      <Worth>
        <Label>{t('credits.totals.value')}</Label>
        <dd>
          <Amount value={totalValue(holdings)} size="lg" />
        </dd>
      </Worth>
    </Card>
  );
}
