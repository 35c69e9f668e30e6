import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import { Text } from '../Typography/Text';

/** How a notice reads: for information, a caution, or a thing done. */
export type NoticeTone = 'info' | 'warning' | 'success';

export interface NoticeProps {
  /** The notice's colour and icon. @default 'info' */
  tone?: NoticeTone;
  /** What it says. */
  children: ReactNode;
}

const Box = styled(Text).attrs({ size: 'sm', breakAnywhere: true })<{ $tone: NoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  /* A status pair: the text's colour goes with the notice's fill. */
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};

  & > svg {
    flex: none;
  }
`;

/**
 * A line of the page set apart in a tinted box with its tone's icon: a state the member should
 * know of (a booking waiting for its final price, an account just saved). Not announced by
 * itself: put it in a `role="status"` region when it appears after something the member did.
 */
export function Notice({ tone = 'info', children }: NoticeProps) {
  return (
    <Box $tone={tone}>
      <Icon name={tone} />
      {children}
    </Box>
  );
}
