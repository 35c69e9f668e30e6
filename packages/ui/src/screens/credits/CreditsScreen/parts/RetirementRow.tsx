import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { Text } from '../../../../components/Typography/Text';
import { VisuallyHidden } from '../../../../theme/visuallyHidden';
import { useLocale } from '../../../../i18n/useLocale';
import { formatDate } from '../../../../i18n/formatDate';
import type { CreditRetirement } from '../../shared/creditTypes';
import { Line } from '../../shared/creditStyles';

/**
 * One retirement: the project, its number and day, the tons retired, who for, the serial
 * numbers, and the way to its certificate (none on a placeholder).
 */
export function RetirementRow({
  retirement,
  certificateHref,
}: {
  retirement: CreditRetirement;
  certificateHref?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card title={retirement.projectName} headingLevel={3}>
      <Line>
        {`${t('credits.retirements.retirementNo', { retirementNo: retirement.retirementNo })} · ${formatDate(retirement.retiredAt, locale)}`}
      </Line>
      <FactRows
        facts={[
          {
            key: 'tons',
            term: t('credits.retirements.tons'),
            detail: <TonsAmount value={retirement.tons} size="sm" />,
          },
          {
            key: 'beneficiary',
            term: t('credits.retirements.beneficiary'),
            detail: retirement.beneficiary,
          },
          {
            key: 'serials',
            term: t('credits.retirements.serials'),
            detail: (
              <Text size="sm" breakAnywhere>
                {retirement.serials.text}
              </Text>
            ),
          },
        ]}
      />
      {certificateHref !== undefined ? (
        <ButtonLink href={certificateHref} variant="secondary" size="sm" fullWidth>
          {t('credits.retirements.certificate')}
          <VisuallyHidden>{` – ${retirement.retirementNo}`}</VisuallyHidden>
        </ButtonLink>
      ) : null}
    </Card>
  );
}
