import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatTons } from '@carbonmarket/domain';
import type { ProjectDetail, WholeTonsRange } from '@carbonmarket/domain';
import { Card } from '../../../components/Card/Card';
import { FactRows } from '../../../components/FactRows/FactRows';
import { Amount } from '../../../components/Amount/Amount';
import { TonsAmount } from '../../../components/Amount/TonsAmount';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { useLocale } from '../../../i18n/useLocale';
import { useProjectTypeName } from './projectTypeName';
import { Heading } from '../../../components/Typography/Heading';
import { Text } from '../../../components/Typography/Text';

const Name = styled(Heading)`
  min-width: 0;
`;

const TitleRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};

  & > :last-child {
    flex: none;
  }
`;

/**
 * What an order is for: the project's name and status, where and what it is, the price a ton
 * costs (for a presale the expected price, and the booking fee), what remains and an order's
 * bounds; and when fewer tons remain than an order's minimum, that no order fits.
 */
export function OrderProjectSummary({
  project,
  range,
}: {
  project: ProjectDetail;
  range: WholeTonsRange;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const typeName = useProjectTypeName();
  const { presale } = project;
  return (
    <Card>
      <TitleRow>
        <Name level={2} size="lg" weight="bold" tone="primary" breakAnywhere>
          {project.name}
        </Name>
        <StatusTag kind="project" status={project.status} />
      </TitleRow>
      <Text
        size="sm"
        tone="secondary"
        breakAnywhere
      >{`${project.location} · ${typeName(project)}`}</Text>
      <FactRows
        label={t('projects.purchase.project.label')}
        facts={[
          {
            key: 'price',
            term:
              presale === null
                ? t('projects.purchase.project.price')
                : t('projects.project.facts.expectedPrice'),
            detail: <Amount value={project.currentUnitPrice} perTon />,
          },
          ...(presale === null
            ? []
            : [
                {
                  key: 'bookingFee',
                  term: t('projects.project.facts.bookingFee'),
                  detail: t('projects.project.facts.bookingFeeValue', {
                    percent: presale.bookingFeePercent,
                  }),
                },
              ]),
          {
            key: 'remaining',
            term: t('projects.purchase.project.remaining'),
            detail: <TonsAmount value={project.remainingTons} />,
          },
          {
            key: 'perOrder',
            term: t('projects.purchase.project.perOrder'),
            detail: t('projects.project.facts.range', {
              min: formatTons(project.minTons, locale),
              max: formatTons(project.maxTons, locale),
            }),
          },
        ]}
      />
      {range.max.decimal.lessThan(range.min.decimal) ? (
        <Text size="sm" tone="secondary" breakAnywhere role="note">
          {t('projects.purchase.form.noneFits', { min: formatTons(range.min, locale) })}
        </Text>
      ) : null}
    </Card>
  );
}
