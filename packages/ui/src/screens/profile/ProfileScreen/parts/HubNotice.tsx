import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../../../icons/Icon';
import type { IconName } from '../../../../icons/Icon';
import { Text } from '../../../../components/Typography/Text';

/** A caution (the account under review) or a stop (the account locked). */
export type HubNoticeTone = 'warning' | 'critical';

const Root = styled(Text)<{ $tone: HubNoticeTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  /* A status pair: the text's colour goes with the notice's fill. */
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};

  & > svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space['050']};
  }
`;

export interface HubNoticeProps {
  tone: HubNoticeTone;
  icon: IconName;
  /**
   * The id of the notice's heading: a notice with a heading (and a way out) is a region of the
   * page named by it; without one it is a paragraph.
   */
  labelledBy?: string;
  children: ReactNode;
}

/** A state of the member's account the hub tells of under the card, with its tone's colours. */
export function HubNotice({ tone, icon, labelledBy, children }: HubNoticeProps) {
  return (
    <Root
      size="sm"
      $tone={tone}
      as={labelledBy === undefined ? 'p' : 'section'}
      aria-labelledby={labelledBy}
    >
      <Icon name={icon} size={16} />
      {children}
    </Root>
  );
}
