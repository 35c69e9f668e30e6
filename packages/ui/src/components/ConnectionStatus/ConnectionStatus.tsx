import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { StatusTone } from '@carbonmarket/domain';
import { VisuallyHidden } from '../../theme/visuallyHidden';
import { Text } from '../Typography/Text';

/**
 * The live connection (the app's socket): `idle` none is wanted, `connecting` opening or
 * reopening, `open` live, `closed` lost (retrying, or given up after the last attempt).
 */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'closed';

const TONES: Record<ConnectionState, StatusTone> = {
  idle: 'neutral',
  connecting: 'warning',
  open: 'success',
  closed: 'critical',
};

const Pill = styled(Text)<{ $tone: StatusTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => `${theme.space['050']} ${theme.space[200]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  /* A status pair: the text's colour goes with the pill's fill. */
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  white-space: nowrap;
`;

const Dot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: currentColor;
  flex: none;
`;

export interface ConnectionStatusProps {
  /** Where the live connection stands. */
  state: ConnectionState;
}

/**
 * A small pill with a coloured dot that says whether live updates (balances, orders,
 * notifications) are arriving. Changes are announced politely to screen readers. It sits in the
 * flow: the app shows it in the nav bar of its tab pages (`NavBarStatusProvider`), where it takes
 * its own space and covers nothing.
 */
export function ConnectionStatus({ state }: ConnectionStatusProps) {
  const { t } = useTranslation();
  return (
    <Pill role="status" size="xs" weight="semibold" $tone={TONES[state]} data-state={state}>
      <Dot aria-hidden />
      <VisuallyHidden>{t('feedback.connectionStatus.label')} </VisuallyHidden>
      {t(`feedback.connectionStatus.${state}`)}
    </Pill>
  );
}
