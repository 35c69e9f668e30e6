import styled from 'styled-components';
import { typography, typographyConfig } from './typography';
import type { TextSize, TypographyProps } from './typography';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends TypographyProps {
  /** The element, `h1` to `h6`: where the heading sits in the page's outline. */
  level: HeadingLevel;
  /** How large it looks, whatever its level. */
  size: TextSize;
}

/**
 * A heading whose element (`level`) and look (`size`, `weight`, `tone`) are chosen apart. Its
 * margin is 0; without `weight` it keeps the browser's bold.
 */
export const Heading = styled.h2
  .withConfig(typographyConfig)
  .attrs<HeadingProps>(({ level }) => ({ as: `h${level}` as const }))<HeadingProps>`
  ${typography}
`;
