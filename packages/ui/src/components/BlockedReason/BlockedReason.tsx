import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.status.warning.bg};
  color: ${({ theme }) => theme.color.status.warning.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};

  & > p {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & > :not(p) {
    flex: none;
  }
`;

export interface BlockedReasonProps {
  /** The id of the sentence: the disabled action names it in its `aria-describedby`. */
  id: string;
  /** Why the action cannot be taken now, with the figures that make it so. */
  children: ReactNode;
  /** A way out, such as a link to top up. */
  action?: ReactNode;
}

/**
 * Why the action beside it is disabled: placed next to a button the page already knows the
 * server would refuse (a payment above the balance, a sale above the holding), which names it as
 * its description.
 */
export function BlockedReason({ id, children, action }: BlockedReasonProps) {
  return (
    <Box>
      <p id={id}>{children}</p>
      {action}
    </Box>
  );
}
