import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { TAB_BAR_HEIGHT_PX } from '../../tokens/layout';

export type PagePadding = 'page' | 'none';
export type PageBackground = 'canvas' | 'surface';

/** Space the fixed tab bar takes at the bottom of the viewport, the phone's safe area included. */
const TAB_BAR_SPACE = `calc(${TAB_BAR_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px))`;

const Frame = styled.div<{ $background: PageBackground; $withTabBar: boolean }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme }) => theme.size.pageMaxWidth};
  min-height: 100vh;
  min-height: 100dvh;
  margin: 0 auto;
  background: ${({ theme, $background }) => theme.color.bg[$background]};
  color: ${({ theme }) => theme.color.text.primary};
  padding-bottom: ${({ $withTabBar }) => ($withTabBar ? TAB_BAR_SPACE : '0px')};
`;

const Main = styled.main<{ $padding: PagePadding }>`
  flex: 1 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.layout.sectionGap};
  min-width: 0;
  ${({ theme, $padding }) =>
    $padding === 'page' &&
    css`
      padding: ${theme.layout.pagePadding};
    `}
`;

const Footer = styled.div<{ $withTabBar: boolean }>`
  position: sticky;
  bottom: ${({ $withTabBar }) => ($withTabBar ? TAB_BAR_SPACE : '0px')};
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: flex;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[300]} ${theme.layout.pagePadding}`};
  padding-bottom: ${({ theme, $withTabBar }) =>
    $withTabBar
      ? theme.space[300]
      : `calc(${theme.space[300]} + env(safe-area-inset-bottom, 0px))`};
  background: ${({ theme }) => theme.color.bg.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};

  & > * {
    flex: 1 1 0;
  }
`;

export interface PageProps extends HTMLAttributes<HTMLDivElement> {
  /** The bar at the top, usually a `NavBar` (it sticks to the top by itself). */
  navBar?: ReactNode;
  /**
   * The bottom tab bar of top-level pages, usually a `TabBar`. The page then keeps 60 px plus the
   * safe area free at the bottom, so nothing is hidden under the bar.
   */
  tabBar?: ReactNode;
  /**
   * Actions that stay in view at the bottom of the screen (e.g. a Buy button), above the tab bar
   * and the safe area. Several children share the width equally.
   */
  footer?: ReactNode;
  /** `page` pads the content with the page padding; `none` lets it run to the edges (e.g. a hero image or a list of rows). @default 'page' */
  padding?: PagePadding;
  /** Colour behind the content: `canvas` for pages of cards, `surface` for forms and plain text. @default 'canvas' */
  background?: PageBackground;
  /** The page content, inside `<main>`. Sections are spaced by the section gap. */
  children?: ReactNode;
}

/**
 * The frame of every page: nav bar on top, content in `<main>`, optional sticky footer actions and
 * tab bar. At least as tall as the screen and at most `pageMaxWidth` wide, centred on wide screens.
 */
export function Page({
  navBar,
  tabBar,
  footer,
  padding = 'page',
  background = 'canvas',
  children,
  ...rest
}: PageProps) {
  const withTabBar = tabBar !== undefined && tabBar !== null && tabBar !== false;
  return (
    <Frame $background={background} $withTabBar={withTabBar} {...rest}>
      {navBar}
      <Main $padding={padding}>{children}</Main>
      {footer ? <Footer $withTabBar={withTabBar}>{footer}</Footer> : null}
      {tabBar}
    </Frame>
  );
}
