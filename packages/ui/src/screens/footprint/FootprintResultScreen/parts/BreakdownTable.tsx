import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { FOOTPRINT_SECTIONS, formatTons, wholePercentOf } from '@carbonmarket/domain';
import type { FootprintSection } from '@carbonmarket/domain';
import { useLocale } from '../../../../i18n/useLocale';
import type { FootprintResult } from '../footprintResult';
import { sectionFill } from './sectionColors';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  font-variant-numeric: tabular-nums;

  & th,
  & td {
    padding: ${({ theme }) => `${theme.space[200]} 0`};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    text-align: end;
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
  & th:first-child {
    text-align: start;
  }
  & thead th {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.xs};
    line-height: ${({ theme }) => theme.font.lineHeight.xs};
  }
  & tfoot th,
  & tfoot td {
    border-bottom: none;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const Key = styled.span<{ $section: FootprintSection }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  margin-inline-end: ${({ theme }) => theme.space[200]};
  border-radius: 2px;
  background: ${({ theme, $section }) => sectionFill(theme, $section)};
`;

/** The footprint's parts as a table: each part's tons and its share of the total, then the total. */
export function BreakdownTable({
  result,
  labelledBy,
}: {
  result: FootprintResult;
  /** The id of the heading that names the table. */
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Table aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{t('footprint.result.breakdown.section')}</th>
          <th scope="col">{t('footprint.result.breakdown.tons')}</th>
          <th scope="col">{t('footprint.result.breakdown.share')}</th>
        </tr>
      </thead>
      <tbody>
        {FOOTPRINT_SECTIONS.map((section) => (
          <tr key={section}>
            <th scope="row">
              <Key $section={section} aria-hidden />
              {t(`footprint.sections.${section}`)}
            </th>
            <td>{formatTons(result.breakdown[section], locale)}</td>
            <td>{`${wholePercentOf(result.breakdown[section], result.tonsPerYear)}%`}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('footprint.result.breakdown.total')}</th>
          <td>{formatTons(result.tonsPerYear, locale)}</td>
          <td>100%</td>
        </tr>
      </tfoot>
    </Table>
  );
}
