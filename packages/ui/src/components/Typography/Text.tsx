import styled from 'styled-components';
import { typography, typographyConfig } from './typography';
import type { TypographyProps } from './typography';

export type TextProps = TypographyProps;

/**
 * Running text on the theme's type scale: a `p` unless `as` names another element (`span`, `div`,
 * `dt`, `dd`, `li`, `label`...). Its margin is 0; spacing around it is the layout's.
 */
export const Text = styled.p.withConfig(typographyConfig)<TextProps>`
  ${typography}
`;
