import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  FOOTPRINT_SECTIONS,
  barLength,
  formatTons,
  largestTons,
  stackedBar,
} from '@carbonmarket/domain';
import type { FootprintSection } from '@carbonmarket/domain';
import { useLocale } from '../../../../i18n/useLocale';
import type { FootprintResult } from '../footprintResult';
import { averageFill, sectionFill } from './sectionColors';

const WIDTH = 320;
const BAR_HEIGHT = 18;
const ROW_HEIGHT = 48;
const LABEL_Y = 14;
const BAR_Y = 22;

const Svg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  color: ${({ theme }) => theme.color.text.primary};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
`;

const Track = styled.rect`
  fill: ${({ theme }) => theme.color.bg.subtle};
`;

const Part = styled.rect<{ $section: FootprintSection }>`
  fill: ${({ theme, $section }) => sectionFill(theme, $section)};
`;

const Average = styled.rect`
  fill: ${({ theme }) => averageFill(theme)};
`;

const Label = styled.text`
  fill: currentColor;
`;

/**
 * The yearly footprint, its parts stacked, above the Singapore and world averages on one scale
 * (the largest of the three fills the width). One image for assistive technology: its title
 * names what it compares and its description reads every figure; the table beside it has them too.
 */
export function FootprintChart({ result }: { result: FootprintResult }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const scale = largestTons([result.tonsPerYear, result.singaporeAverage, result.worldAverage]);
  const tonsText = (value: FootprintResult['tonsPerYear']) => formatTons(value, locale);

  const segments = stackedBar(
    FOOTPRINT_SECTIONS.map((section) => result.breakdown[section]),
    scale,
    WIDTH,
  );
  const parts = FOOTPRINT_SECTIONS.map((section, index) => ({
    section,
    start: segments[index]?.start ?? 0,
    length: segments[index]?.length ?? 0,
  }));
  const averages = [
    { key: 'singapore', value: result.singaporeAverage },
    { key: 'world', value: result.worldAverage },
  ] as const;

  return (
    <Svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${WIDTH} ${ROW_HEIGHT * 3}`}
    >
      <title id={titleId}>{t('footprint.result.compare.chartTitle')}</title>
      <desc id={descId}>
        {t('footprint.result.compare.chartDesc', {
          total: tonsText(result.tonsPerYear),
          parts: FOOTPRINT_SECTIONS.map((section) =>
            t('footprint.result.compare.part', {
              section: t(`footprint.sections.${section}`),
              tons: tonsText(result.breakdown[section]),
            }),
          ).join(', '),
          singapore: tonsText(result.singaporeAverage),
          world: tonsText(result.worldAverage),
        })}
      </desc>
      <g>
        <Label x={0} y={LABEL_Y}>
          {t('footprint.result.compare.you')}
        </Label>
        <Label x={WIDTH} y={LABEL_Y} textAnchor="end">
          {tonsText(result.tonsPerYear)}
        </Label>
        <Track x={0} y={BAR_Y} width={WIDTH} height={BAR_HEIGHT} rx={4} />
        {parts.map(({ section, start, length }) =>
          length > 0 ? (
            <Part
              key={section}
              $section={section}
              x={start}
              y={BAR_Y}
              width={length}
              height={BAR_HEIGHT}
            />
          ) : null,
        )}
      </g>
      {averages.map(({ key, value }, index) => {
        const top = ROW_HEIGHT * (index + 1);
        return (
          <g key={key}>
            <Label x={0} y={top + LABEL_Y}>
              {t(`footprint.result.compare.${key}`)}
            </Label>
            <Label x={WIDTH} y={top + LABEL_Y} textAnchor="end">
              {tonsText(value)}
            </Label>
            <Track x={0} y={top + BAR_Y} width={WIDTH} height={BAR_HEIGHT} rx={4} />
            <Average
              x={0}
              y={top + BAR_Y}
              width={barLength(value, scale, WIDTH)}
              height={BAR_HEIGHT}
            />
          </g>
        );
      })}
    </Svg>
  );
}
