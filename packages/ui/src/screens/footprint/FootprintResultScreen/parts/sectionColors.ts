import type { DefaultTheme } from 'styled-components';
import type { FootprintSection } from '@carbonmarket/domain';

/** The fill of each part of the footprint in the chart and its table's keys, from the theme. */
export const sectionFill = (theme: DefaultTheme, section: FootprintSection): string => {
  switch (section) {
    case 'home':
      return theme.color.bg.fillBrand;
    case 'transport':
      return theme.color.status.info.fg;
    case 'flights':
      return theme.color.status.warning.fg;
    case 'diet':
      return theme.color.status.critical.fg;
    default:
      return section satisfies never;
  }
};

/** The fill of the averages' bars. */
export const averageFill = (theme: DefaultTheme): string => theme.color.border.strong;
