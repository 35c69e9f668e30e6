import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { Text } from '../../../../components/Typography/Text';
import { formatTons } from '@carbonmarket/domain';
import { useLocale } from '../../../../i18n/useLocale';
import { formatDate } from '../../../../i18n/formatDate';
import type { CreditRetirement } from '../../shared/creditTypes';

/**
 * What the certificate states, as the public page and the PDF do: the sentence of the claim, then
 * the project, the tons, the vintage, the standards, the registry, the serial numbers, who it is
 * for and why, the day, and the numbers to quote.
 */
export function CertificateFacts({ retirement }: { retirement: CreditRetirement }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { registration } = retirement;
  return (
    <Card title={t('credits.certificate.heading')} headingLevel={2}>
      <Text size="md" tone="primary">
        {t('credits.certificate.statement', {
          tons: formatTons(retirement.tons, locale),
          project: retirement.projectName,
          beneficiary: retirement.beneficiary,
        })}
      </Text>
      <FactRows
        label={t('credits.certificate.label')}
        facts={[
          {
            key: 'project',
            term: t('credits.certificate.project'),
            detail: retirement.projectName,
          },
          {
            key: 'tons',
            term: t('credits.certificate.tons'),
            detail: <TonsAmount value={retirement.tons} />,
          },
          {
            key: 'vintage',
            term: t('credits.certificate.vintage'),
            detail: String(retirement.vintage),
          },
          ...(retirement.standards.length > 0
            ? [
                {
                  key: 'standards',
                  term: t('credits.certificate.standards'),
                  detail: retirement.standards.join(', '),
                },
              ]
            : []),
          ...(registration === null
            ? []
            : [
                {
                  key: 'registry',
                  term: t('credits.certificate.registry'),
                  detail: `${t(`credits.certificate.registries.${registration.registry}`)} ${registration.registryId}`,
                },
              ]),
          {
            key: 'serials',
            term: t('credits.certificate.serials'),
            detail: (
              <Text size="sm" breakAnywhere>
                {retirement.serials.text}
              </Text>
            ),
          },
          {
            key: 'beneficiary',
            term: t('credits.certificate.beneficiary'),
            detail: retirement.forSelf
              ? t('credits.certificate.forSelf', { name: retirement.beneficiary })
              : retirement.beneficiary,
          },
          { key: 'reason', term: t('credits.certificate.reason'), detail: retirement.reason },
          {
            key: 'retiredOn',
            term: t('credits.certificate.retiredOn'),
            detail: formatDate(retirement.retiredAt, locale),
          },
          {
            key: 'retirementNo',
            term: t('credits.certificate.retirementNo'),
            detail: retirement.retirementNo,
          },
          {
            key: 'certificateId',
            term: t('credits.certificate.certificateId'),
            detail: (
              <Text size="sm" breakAnywhere>
                {retirement.certificateId}
              </Text>
            ),
          },
        ]}
      />
    </Card>
  );
}
