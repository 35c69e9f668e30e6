import { useTranslation } from 'react-i18next';
import { formatTons } from '@carbonmarket/domain';
import type { ProjectDetail } from '@carbonmarket/domain';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import { ProgressBar } from '../../../../components/ProgressBar/ProgressBar';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import { FactRows } from '../../../../components/FactRows/FactRows';
import type { Fact } from '../../../../components/FactRows/FactRows';

export type ProjectFactsData = Pick<
  ProjectDetail,
  | 'status'
  | 'unitPrice'
  | 'currentUnitPrice'
  | 'presale'
  | 'progress'
  | 'remainingTons'
  | 'quantity'
  | 'minTons'
  | 'maxTons'
  | 'minLevel'
  | 'sellingStartsAt'
  | 'sellingEndsAt'
  | 'developer'
>;

/**
 * The facts a buyer decides on: the price per ton (a presale's expected price, and its final one
 * once set, with its booking fee), how much is sold and remains, what one order may take, who may
 * join, the selling window and the developer.
 */
export function ProjectFacts({ project }: { project: ProjectFactsData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { presale } = project;
  const facts: Fact[] = [];
  if (presale === null)
    facts.push({
      key: 'price',
      term: t('projects.project.facts.price'),
      detail: <Amount value={project.currentUnitPrice} size="lg" perTon />,
    });
  else {
    facts.push({
      key: 'expectedPrice',
      term: t('projects.project.facts.expectedPrice'),
      detail: <Amount value={project.unitPrice} size="lg" perTon />,
    });
    if (presale.finalUnitPrice !== null)
      facts.push({
        key: 'finalPrice',
        term: t('projects.project.facts.finalPrice'),
        detail: <Amount value={presale.finalUnitPrice} size="lg" perTon />,
      });
    facts.push({
      key: 'bookingFee',
      term: t('projects.project.facts.bookingFee'),
      detail: t('projects.project.facts.bookingFeeValue', { percent: presale.bookingFeePercent }),
    });
  }
  facts.push(
    {
      key: 'remaining',
      term: t('projects.project.facts.remaining'),
      detail: <TonsAmount value={project.remainingTons} size="sm" />,
    },
    {
      key: 'quantity',
      term: t('projects.project.facts.quantity'),
      detail: <TonsAmount value={project.quantity} size="sm" />,
    },
    {
      key: 'perOrder',
      term: t('projects.project.facts.perOrder'),
      detail: t('projects.project.facts.range', {
        min: formatTons(project.minTons, locale),
        max: formatTons(project.maxTons, locale),
      }),
    },
    {
      key: 'level',
      term: t('projects.project.facts.level'),
      detail:
        project.minLevel === 'P0'
          ? t('projects.project.facts.anyLevel')
          : t('projects.project.facts.fromLevel', { level: project.minLevel }),
    },
  );
  if (project.sellingStartsAt !== null)
    facts.push({
      key: 'startsAt',
      term: t('projects.project.facts.startsAt'),
      detail: formatDateTime(project.sellingStartsAt, locale),
    });
  if (project.sellingEndsAt !== null)
    facts.push({
      key: 'endsAt',
      term: t('projects.project.facts.endsAt'),
      detail: formatDateTime(project.sellingEndsAt, locale),
    });
  facts.push({
    key: 'developer',
    term: t('projects.project.facts.developer'),
    detail: project.developer,
  });
  return (
    <>
      <ProgressBar
        value={project.progress}
        label={t('projects.project.facts.sold')}
        showLabel
        showValue
      />
      <FactRows facts={facts} label={t('projects.project.facts.label')} />
    </>
  );
}
