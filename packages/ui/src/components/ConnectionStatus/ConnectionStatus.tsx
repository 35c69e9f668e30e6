import styled, { createGlobalStyle, css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  FLOATING_STATUS_SPACE_PX,
  FLOATING_STATUS_SPACE_VAR,
  TAB_BAR_HEIGHT_PX,
} from '../../tokens/layout';
import type { StatusTone } from '@carbonmarket/domain';
import { VisuallyHidden } from '../../theme/visuallyHidden';

/**
 * The live connection (the app's socket): `idle` none is wanted, `connecting` opening or
 * reopening, `open` live, `closed` lost (retrying, or given up after the last attempt).
 */
export type ConnectionState = 'idle' | 'connecting' | 'open' | 'closed';

/**
 * `inline` sits in the flow; `floating` is pinned above the tab bar's corner of the screen, and
 * pages with a tab bar leave room for it under their content while it is shown.
 */
export type ConnectionStatusPlacement = 'inline' | 'floating';

const TONES: Record<ConnectionState, StatusTone> = {
  idle: 'neutral',
  connecting: 'warning',
  open: 'success',
  closed: 'critical',
};

const floating = css`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.navBar};
  bottom: calc(
    ${TAB_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px) + ${({ theme }) => theme.space[200]}
  );
  /* The page is a centred column on wide screens: stay inside it. */
  left: max(
    ${({ theme }) => theme.space[200]},
    calc(
      (100vw - ${({ theme }) => theme.size.pageMaxWidth}) / 2 + ${({ theme }) => theme.space[200]}
    )
  );
  pointer-events: none;
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Pill = styled.p<{ $tone: StatusTone; $placement: ConnectionStatusPlacement }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
  padding: ${({ theme }) => `${theme.space['050']} ${theme.space[200]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $tone }) => theme.color.status[$tone].bg};
  color: ${({ theme, $tone }) => theme.color.status[$tone].fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  ${({ $placement }) => ($placement === 'floating' ? floating : '')}
`;

/** While a floating status is shown, pages with a tab bar leave room for it under their content. */
const ReserveFloatingSpace = createGlobalStyle`
  :root {
    ${FLOATING_STATUS_SPACE_VAR}: ${FLOATING_STATUS_SPACE_PX}px;
  }
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
  /** @default 'inline' */
  placement?: ConnectionStatusPlacement;
}

/**
 * A small pill with a coloured dot that says whether live updates (balances, orders,
 * notifications) are arriving. Changes are announced politely to screen readers.
 */
export function ConnectionStatus({ state, placement = 'inline' }: ConnectionStatusProps) {
  const { t } = useTranslation();
  return (
    <>
      {placement === 'floating' ? <ReserveFloatingSpace /> : null}
      <Pill role="status" $tone={TONES[state]} $placement={placement} data-state={state}>
        <Dot aria-hidden />
        <VisuallyHidden>{t('feedback.connectionStatus.label')} </VisuallyHidden>
        {t(`feedback.connectionStatus.${state}`)}
      </Pill>
    </>
  );
}
