import styled from 'styled-components';
import type { StatusTone } from '@carbonmarket/domain';
import { Text } from '../../../components/Typography/Text';

/**
 * A small pill on its tone's fill, as `StatusTag` draws the statuses of members' things: the
 * console's tags (a staff member's role and status, a member's kind, level and flags).
 */
export const ConsolePill = styled(Text).attrs({ as: 'span', size: 'xs', weight: 'semibold' })<{
  $tone: StatusTone;
}>`
  display: inline-flex;
  align-items: center;
  flex: none;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space['050']} ${theme.space[200]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  /* A status pair: the text's colour goes with the pill's fill. */
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  white-space: nowrap;
`;
