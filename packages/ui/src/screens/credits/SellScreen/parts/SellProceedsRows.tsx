import { useTranslation } from 'react-i18next';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Amount } from '../../../../components/Amount/Amount';
import { VisuallyHidden } from '../../../../theme/visuallyHidden';
import { useLocale } from '../../../../i18n/useLocale';
import { formatDate } from '../../../../i18n/formatDate';
import type { SellFigures } from '../sellFigures';
import { Line } from '../../shared/creditStyles';

/**
 * What the sale pays and where it goes: the proceeds (at today's price, rounded down to the
 * cent), into the pending balance, available on the payout date after N working days.
 */
export function SellProceedsRows({
  figures,
  payoutAt,
  payoutWorkingDays,
}: {
  figures: SellFigures;
  payoutAt: Date;
  payoutWorkingDays: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <FactRows
        label={t('credits.sell.proceeds.label')}
        facts={[
          {
            key: 'proceeds',
            term: t('credits.sell.proceeds.proceeds'),
            detail:
              figures.proceeds === null ? (
                <>
                  <span aria-hidden>–</span>
                  <VisuallyHidden>
                    {figures.aboveHolding !== null
                      ? t('credits.sell.proceeds.aboveHolding')
                      : t('credits.sell.proceeds.noQuantity')}
                  </VisuallyHidden>
                </>
              ) : (
                <Amount value={figures.proceeds} size="lg" />
              ),
          },
          {
            key: 'destination',
            term: t('credits.sell.proceeds.destination'),
            detail: t('credits.sell.proceeds.pending'),
          },
          {
            key: 'available',
            term: t('credits.sell.proceeds.availableOn'),
            detail: t('credits.sell.proceeds.availableDate', {
              date: formatDate(payoutAt, locale),
              count: payoutWorkingDays,
            }),
          },
        ]}
      />
      <Line>{t('credits.sell.proceeds.rounding')}</Line>
    </>
  );
}
