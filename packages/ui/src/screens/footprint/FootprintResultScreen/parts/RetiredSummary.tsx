import { useTranslation } from 'react-i18next';
import { formatTons, wholePercentOf } from '@carbonmarket/domain';
import { Text } from '../../../../components/Typography/Text';
import { Skeleton } from '../../../../components/Skeleton/Skeleton';
import { useErrorText } from '../../../../i18n/useErrorText';
import { useLocale } from '../../../../i18n/useLocale';
import type { Loadable } from '../../../../components/loadable';
import type { FootprintResult, RetiredTons } from '../footprintResult';

/** How much of a year of the footprint the member's retirements this year already offset. */
export function RetiredSummary({
  retired,
  result,
}: {
  retired: Loadable<RetiredTons>;
  result: FootprintResult;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  switch (retired.status) {
    case 'loading':
      return <Skeleton lines={2} />;
    case 'error':
      return (
        <Text size="sm" tone="secondary">
          {t('footprint.result.retired.loadError')}
          {retired.error === undefined ? null : ` ${errorText(retired.error)}`}
        </Text>
      );
    case 'ready': {
      const { thisYear, total } = retired.data;
      const percent = wholePercentOf(thisYear, result.tonsPerYear);
      return (
        <>
          <Text size="md">
            {!thisYear.decimal.greaterThan(0)
              ? t('footprint.result.retired.none')
              : thisYear.decimal.greaterThanOrEqualTo(result.tonsPerYear.decimal)
                ? t('footprint.result.retired.covered')
                : t('footprint.result.retired.thisYear', {
                    tons: formatTons(thisYear, locale),
                    percent,
                  })}
          </Text>
          {total.decimal.greaterThan(0) ? (
            <Text size="sm" tone="secondary">
              {t('footprint.result.retired.allTime', { tons: formatTons(total, locale) })}
            </Text>
          ) : null}
        </>
      );
    }
    default:
      return retired satisfies never;
  }
}
