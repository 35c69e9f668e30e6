import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton';
import { useNavBarStatus } from './NavBarStatus';
import { Heading } from '../Typography/Heading';

export type NavBarTone = 'surface' | 'transparent' | 'brand';

const tones: Record<NavBarTone, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  surface: (t) => css`
    background: ${t.color.bg.surface};
    color: ${t.color.text.primary};
    border-bottom-color: ${t.color.border.default};
  `,
  transparent: (t) => css`
    background: transparent;
    color: ${t.color.text.primary};
  `,
  brand: (t) => css`
    background: ${t.color.bg.fillBrand};
    color: ${t.color.text.onBrand};
    /* Controls in the slots take the bar's text colour, so they stay legible on the brand fill. */
    & button:not(:disabled),
    & a {
      color: inherit;
    }
  `,
};

const Bar = styled.header<{ $tone: NavBarTone }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.navBar};
  padding-top: env(safe-area-inset-top, 0px);
  border-bottom: 1px solid transparent;
  ${({ theme, $tone }) => tones[$tone](theme)}
`;

/*
 * Three columns: the side columns are at least as wide as their content (and a touch target) and
 * share what the title leaves equally, so a short title sits in the true centre and a long one
 * truncates between the slots.
 */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(max-content, 1fr) minmax(0, auto) minmax(max-content, 1fr);
  align-items: center;
  height: ${({ theme }) => theme.size.navBar};
  padding: 0 ${({ theme }) => theme.space[100]};
`;

const Slot = styled.div<{ $side: 'start' | 'end' }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $side }) => ($side === 'start' ? 'flex-start' : 'flex-end')};
  gap: ${({ theme }) => theme.space[100]};
  min-width: ${({ theme }) => theme.size.touchTarget};
`;

/** The shell's status, level with the page's content below the bar. */
const Status = styled.div`
  display: flex;
  padding-inline-start: ${({ theme }) => theme.space[300]};
`;

const Title = styled(Heading)`
  padding: 0 ${({ theme }) => theme.space[200]};
`;

export interface NavBarProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page title, centred; a long one truncates with an ellipsis. */
  title?: ReactNode;
  /** Shows a back button (named with the translated "Back") that calls this when pressed. */
  onBack?: () => void;
  /** Actions at the end of the bar, such as an `IconButton` or a small plain `Button`. */
  right?: ReactNode;
  /**
   * `surface` is the default bar with a bottom border, `transparent` lies over a hero image or
   * the canvas, `brand` fills the bar with the brand colour (slot controls take its text colour).
   * @default 'surface'
   */
  tone?: NavBarTone;
}

/**
 * The custom navigation bar at the top of every page: back, centred title and actions. Sticks to
 * the top. Without a back button its start shows the status the shell gives (`NavBarStatusProvider`).
 */
export function NavBar({ title, onBack, right, tone = 'surface', ...rest }: NavBarProps) {
  const { t } = useTranslation();
  const status = useNavBarStatus();
  return (
    <Bar $tone={tone} {...rest}>
      <Row>
        <Slot $side="start">
          {onBack ? (
            <IconButton icon="chevronLeft" label={t('common.back')} onClick={onBack} />
          ) : status !== null && status !== undefined ? (
            <Status>{status}</Status>
          ) : null}
        </Slot>
        {title !== undefined ? (
          <Title level={1} size="lg" weight="semibold" align="center" truncate>
            {title}
          </Title>
        ) : (
          <span />
        )}
        <Slot $side="end">{right}</Slot>
      </Row>
    </Bar>
  );
}
