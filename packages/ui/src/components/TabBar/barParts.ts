import styled from 'styled-components';
import { TAB_BAR_HEIGHT_PX } from '../../tokens/layout';

/*
 * The parts of a bottom navigation bar: the member app's tab bar and the console's sections are
 * drawn with them.
 */

/** The bar, fixed to the bottom of the screen within the page's width. */
export const BarNav = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.tabBar};
  max-width: ${({ theme }) => theme.size.pageMaxWidth};
  margin: 0 auto;
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.color.bg.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;

/** Its entries, side by side, each as wide as the others. */
export const BarList = styled.ul`
  display: flex;
  height: ${TAB_BAR_HEIGHT_PX - 1}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const BarItem = styled.li`
  flex: 1 1 0;
  min-width: 0;
`;

/** An entry's link: its icon over its name, in the brand colour when current. */
export const BarLink = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space['050']};
  height: 100%;
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space[100]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  outline-offset: -2px;

  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text.brand};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &:active {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

/** An entry's name, cut with an ellipsis when it does not fit. */
export const BarLabel = styled.span`
  max-width: 100%;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
