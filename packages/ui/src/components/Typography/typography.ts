import { css } from 'styled-components';
import type { Theme } from '../../theme/theme';

/** A step of the type scale: its font size and its matching line height. */
export type TextSize = keyof Theme['font']['size'];
export type TextWeight = keyof Theme['font']['weight'];
/** A text colour of the theme, or `inherit` to take the parent's on purpose. */
export type TextTone = keyof Theme['color']['text'] | 'inherit';
export type TextAlign = 'start' | 'center' | 'end';

/** What Heading and Text share. Left out, a property is not set: the element inherits it. */
export interface TypographyProps {
  /** Font size with its line height from the theme's scale. */
  size?: TextSize;
  weight?: TextWeight;
  tone?: TextTone;
  align?: TextAlign;
  /** `overflow-wrap: anywhere`: a long word (an address, a name) breaks rather than overflows. */
  breakAnywhere?: boolean;
  /** Figures of one width, so that counting numbers do not shift. */
  tabularNumbers?: boolean;
  /** One line, the rest cut with an ellipsis. */
  truncate?: boolean;
}

const OWN_PROPS = new Set<string>([
  'size',
  'weight',
  'tone',
  'align',
  'breakAnywhere',
  'tabularNumbers',
  'truncate',
  'level',
]);

/** Keeps the typography props off the DOM element. */
export const typographyConfig = {
  shouldForwardProp: (prop: string) => !OWN_PROPS.has(prop),
};

/** The CSS of the typography props; margins are always reset, layout is the caller's. */
export const typography = css<TypographyProps>`
  margin: 0;
  ${({ theme, size }) =>
    size === undefined
      ? ''
      : css`
          font-size: ${theme.font.size[size]};
          line-height: ${theme.font.lineHeight[size]};
        `}
  ${({ theme, weight }) => (weight === undefined ? '' : `font-weight: ${theme.font.weight[weight]};`)}
  ${({ theme, tone }) =>
    tone === undefined ? '' : `color: ${tone === 'inherit' ? 'inherit' : theme.color.text[tone]};`}
  ${({ align }) => (align === undefined ? '' : `text-align: ${align};`)}
  ${({ breakAnywhere }) => (breakAnywhere === true ? 'overflow-wrap: anywhere;' : '')}
  ${({ tabularNumbers }) => (tabularNumbers === true ? 'font-variant-numeric: tabular-nums;' : '')}
  ${({ truncate }) =>
    truncate === true
      ? css`
          overflow: hidden;
          white-space: nowrap;
          text-overflow: ellipsis;
        `
      : ''}
`;
