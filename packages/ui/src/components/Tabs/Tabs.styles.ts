import styled from 'styled-components';
import { DRAWN_DISABLED } from '../hydration/awaitingApp';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
`;

export const List = styled.div`
  display: flex;
  width: 100%;
  position: relative;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scrollbar-width: none;
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border.default};
  &::-webkit-scrollbar {
    display: none;
  }
`;

export const Tab = styled.button<{ $selected: boolean }>`
  position: relative;
  flex: 1 0 auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[150]};
  min-width: ${({ theme }) => theme.size.touchTarget};
  min-height: ${({ theme }) => theme.size.touchTarget};
  padding: 0 ${({ theme }) => theme.space[400]};
  border: none;
  background: transparent;
  color: ${({ theme, $selected }) => ($selected ? theme.color.text.brand : theme.color.text.secondary)};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  font-weight: ${({ theme, $selected }) => ($selected ? theme.font.weight.semibold : theme.font.weight.medium)};
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  outline-offset: -2px;
  transition: color
    ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  &::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space[300]};
    right: ${({ theme }) => theme.space[300]};
    bottom: 0;
    height: 3px;
    border-radius: ${({ theme }) => `${theme.radius.sm} ${theme.radius.sm} 0 0`};
    background: ${({ theme, $selected }) => ($selected ? theme.color.bg.fillBrand : 'transparent')};
  }
  &:active:not(:disabled) {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  ${DRAWN_DISABLED} {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const Badge = styled.span<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 ${({ theme }) => theme.space[150]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $selected }) => ($selected ? theme.color.bg.fillBrand : theme.color.bg.subtle)};
  color: ${({ theme, $selected }) => ($selected ? theme.color.text.onBrand : theme.color.text.secondary)};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

export const Panel = styled.div`
  min-width: 0;
  &:focus-visible {
    outline-offset: -2px;
  }
`;
