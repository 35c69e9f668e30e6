import styled, { css } from 'styled-components';
import { Button } from '../Button/Button';
import type { ListScroll } from './scrollContainer';

export type ListGap = 'none' | 'sm' | 'md';

export const Root = styled.div<{ $scroll: ListScroll }>`
  position: relative;
  ${({ $scroll }) =>
    $scroll === 'self' &&
    css`
      height: 100%;
      overflow-y: auto;
      overscroll-behavior-y: contain;
    `}
`;

export const Items = styled.ul<{ $gap: ListGap }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => ({ none: theme.space[0], sm: theme.space[200], md: theme.space[300] })[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  min-width: 0;
`;

export const Sentinel = styled.div`
  height: 1px;
  margin-top: -1px;
`;

/** The status line under the items: loading more, no more, or retry. Keeps its height so the list does not jump. */
export const FooterLine = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.space[1200]};
  padding: 0 ${({ theme }) => theme.space[400]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  text-align: center;
`;

export const RetryButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.size.touchTarget};
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[400]}`};
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.text.critical};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;
  &:active {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

/** Fills the space of the list while there is nothing to show (first load, empty, failed). */
export const Placeholder = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[1000]} ${theme.space[400]}`};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  text-align: center;
`;

/** The pull-to-refresh indicator; its height follows the pull (set inline, it changes on every move). */
export const Indicator = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: center;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

export const IndicatorContent = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.space[1200]};
  flex: none;
`;

export const PullIcon = styled.span<{ $armed: boolean }>`
  display: inline-flex;
  transition: transform
    ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  transform: rotate(${({ $armed }) => ($armed ? '180deg' : '0deg')});
`;

/** Visually hidden until it has keyboard focus: the way to refresh without a gesture. */
export const RefreshButton = styled(Button)`
  position: absolute;
  top: ${({ theme }) => theme.space[200]};
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.sticky};
  transform: translateX(-50%);
  box-shadow: ${({ theme }) => theme.shadow.raised};

  &:not(:focus) {
    width: 1px;
    min-width: 0;
    height: 1px;
    min-height: 0;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
    border: 0;
  }
`;
