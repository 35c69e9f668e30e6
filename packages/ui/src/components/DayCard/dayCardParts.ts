import styled, { css } from 'styled-components';
import { Heading } from '../Typography/Heading';

/**
 * The day's heading, over its card; the list's first has no space above it. Margins, not padding:
 * a placeholder paints the heading's box as bars, which must be its text's lines only.
 */
export const DayTitle = styled(Heading)<{ $leading: boolean }>`
  margin: ${({ theme, $leading }) =>
    `${$leading ? theme.space[0] : theme.space[400]} ${theme.space[100]} ${theme.space[200]}`};
`;

/** One line on the day's card (a fund record, a notification): the card's rounded top on its first, its bottom on its last. */
export const DayCardRow = styled.div<{ $first: boolean; $last: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  background: ${({ theme }) => theme.color.bg.surface};
  border-radius: ${({ theme, $first, $last }) => {
    const top = $first ? theme.radius.lg : theme.radius.none;
    const bottom = $last ? theme.radius.lg : theme.radius.none;
    return `${top} ${top} ${bottom} ${bottom}`;
  }};
  ${({ theme, $first }) =>
    !$first &&
    css`
      &::before {
        content: '';
        position: absolute;
        top: 0;
        left: ${theme.space[400]};
        right: 0;
        height: 1px;
        background: ${theme.color.border.default};
      }
    `}
`;
