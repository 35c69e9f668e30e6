import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { typography, typographyConfig } from './typography';
import type { TextSize, TypographyProps } from './typography';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends TypographyProps, Omit<ComponentPropsWithRef<'h2'>, 'color'> {
  /** The element, `h1` to `h6`: where the heading sits in the page's outline. */
  level: HeadingLevel;
  /** How large it looks, whatever its level. */
  size: TextSize;
}

const Base = styled.h2.withConfig(typographyConfig)<TypographyProps>`
  ${typography}
`;

/**
 * A heading whose element (`level`) and look (`size`, `weight`, `tone`) are chosen apart. Its
 * margin is 0; without `weight` it keeps the browser's bold. A part adds layout with
 * `styled(Heading)`; `level` may come from its `.attrs` too, since the element is chosen here.
 */
export function Heading({ level, ...props }: HeadingProps) {
  return <Base as={`h${level}`} {...props} />;
}
