import type { TFunction } from 'i18next';
import { formatTons } from '@carbonmarket/domain';
import type { Locale } from '../../../../i18n/locale';
import { Amount } from '../../../../components/Amount/Amount';
import { TonsAmount } from '../../../../components/Amount/TonsAmount';
import type { Fact } from '../../../../components/FactRows/FactRows';
import { formatDate } from '../../../../i18n/formatDate';
import type { ConsoleProject } from '../projectsTypes';

/** The selling window in words: both ends, one of them, or none. */
function windowText(t: TFunction, project: ConsoleProject, locale: Locale): string {
  const from = project.sellingStartsAt && formatDate(project.sellingStartsAt, locale);
  const to = project.sellingEndsAt && formatDate(project.sellingEndsAt, locale);
  if (from && to) return t('console.projects.facts.windowValue', { from, to });
  if (from) return t('console.projects.facts.windowFrom', { from });
  if (to) return t('console.projects.facts.windowUntil', { to });
  return t('console.projects.facts.windowAlways');
}

/**
 * What the operator checks of a project at a glance: the price, the tons left of those offered,
 * the bounds of one order, the lowest level that may order, the selling window; and for a
 * presale its booking fee, the tons expected and its final terms (or that they are not set).
 */
export function projectFacts(t: TFunction, project: ConsoleProject, locale: Locale): Fact[] {
  const facts: Fact[] = [
    {
      key: 'price',
      term: t('console.projects.facts.price'),
      detail: <Amount value={project.unitPrice} size="sm" perTon />,
    },
    {
      key: 'remaining',
      term: t('console.projects.facts.remaining'),
      detail: (
        <span>
          {t('console.projects.facts.remainingValue', {
            remaining: formatTons(project.remainingTons, locale),
            quantity: formatTons(project.quantity, locale),
          })}
        </span>
      ),
    },
    {
      key: 'perOrder',
      term: t('console.projects.facts.perOrder'),
      detail: (
        <span>
          {t('console.projects.facts.perOrderValue', {
            min: formatTons(project.minTons, locale),
            max: formatTons(project.maxTons, locale),
          })}
        </span>
      ),
    },
    {
      key: 'level',
      term: t('console.projects.facts.level'),
      detail: <span>{project.minLevel}</span>,
    },
    {
      key: 'window',
      term: t('console.projects.facts.window'),
      detail: <span>{windowText(t, project, locale)}</span>,
    },
  ];
  const presale = project.presale;
  if (presale === null) return facts;
  const notSet = <span>{t('console.projects.facts.finalNotSet')}</span>;
  return [
    ...facts,
    {
      key: 'bookingFee',
      term: t('console.projects.facts.bookingFee'),
      detail: (
        <span>
          {t('console.projects.facts.bookingFeeValue', { percent: presale.bookingFeePercent })}
        </span>
      ),
    },
    {
      key: 'expected',
      term: t('console.projects.facts.expected'),
      detail: <TonsAmount value={presale.expectedQuantity} size="sm" />,
    },
    {
      key: 'finalPrice',
      term: t('console.projects.facts.finalPrice'),
      detail:
        presale.finalUnitPrice === null ? (
          notSet
        ) : (
          <Amount value={presale.finalUnitPrice} size="sm" perTon />
        ),
    },
    {
      key: 'finalTons',
      term: t('console.projects.facts.finalTons'),
      detail:
        presale.finalTons === null ? notSet : <TonsAmount value={presale.finalTons} size="sm" />,
    },
  ];
}
