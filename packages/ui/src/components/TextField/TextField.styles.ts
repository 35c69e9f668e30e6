import styled from 'styled-components';
import { Text } from '../Typography/Text';

/* The parts only TextField has; those every field shares are in `../field/field.styles.ts`. */

/** Text before or after the input: a currency (`S$`) or a unit (`t`). */
export const Adornment = styled.span`
  flex: none;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  white-space: nowrap;
`;

/** An interactive element at the end of the box (the show-password button); it pulls into the padding. */
export const TrailingAction = styled.span`
  display: flex;
  flex: none;
  margin-inline-end: calc(-1 * ${({ theme }) => theme.space[200]});
  /* Keeps the button's focus ring inside the box. */
  & :focus-visible {
    outline-offset: -2px;
  }
`;

export const Counter = styled(Text).attrs({ size: 'sm', tone: 'secondary', tabularNumbers: true })`
  flex: none;
  margin: 0 0 0 auto;
`;
