import styled, { css, keyframes } from 'styled-components';
import * as RadixDialog from '@radix-ui/react-dialog';
import { visuallyHidden } from '../../theme/visuallyHidden';

const dim = keyframes`from { background-color: transparent; }`;
const slideUp = keyframes`from { transform: translateY(100%); }`;

export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  align-items: center;
  padding-top: max(${({ theme }) => theme.space[1200]}, env(safe-area-inset-top));
  background: ${({ theme }) => theme.color.bg.overlay};
  &[data-state='open'] {
    animation: ${dim} ${({ theme }) => `${theme.motion.duration.base} ${theme.motion.easing.enter}`};
  }
`;

/** The sheet: rises from the bottom edge, as wide as the page (at most the page's max width). */
export const Sheet = styled(RadixDialog.Content)`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme }) => theme.size.pageMaxWidth};
  max-height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: ${({ theme }) => `${theme.radius.xl} ${theme.radius.xl} 0 0`};
  background: ${({ theme }) => theme.color.bg.canvas};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${slideUp}
      ${({ theme }) => `${theme.motion.duration.slow} ${theme.motion.easing.enter}`};
  }
`;

export const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => `${theme.space[400]} ${theme.space[400]} ${theme.space[300]}`};
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  text-align: center;
`;

export const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export const Description = styled(RadixDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  overflow-wrap: anywhere;
`;

/** Keeps the heading for screen readers when the sheet shows none. */
export const HiddenTitle = styled(RadixDialog.Title)`
  ${visuallyHidden}
`;

export const List = styled.div`
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.bg.surface};
`;

const row = css`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: 52px;
  padding: ${({ theme }) => `${theme.space[300]} ${theme.space[400]}`};
  border: none;
  background: ${({ theme }) => theme.color.bg.surface};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  text-align: center;
  overflow-wrap: anywhere;
  cursor: pointer;
  &:active:not(:disabled) {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  &:focus-visible {
    outline-offset: -2px;
  }
  &:disabled {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export const ActionButton = styled.button<{ $tone: 'default' | 'critical' }>`
  ${row}
  color: ${({ theme, $tone }) => ($tone === 'critical' ? theme.color.text.critical : theme.color.text.primary)};
  &:not(:first-child) {
    border-top: 1px solid ${({ theme }) => theme.color.border.default};
  }
`;

/** The cancel row sits apart from the actions, above the home indicator. */
export const CancelButton = styled.button`
  ${row}
  margin-top: ${({ theme }) => theme.space[200]};
  min-height: calc(52px + env(safe-area-inset-bottom));
  padding-bottom: calc(${({ theme }) => theme.space[300]} + env(safe-area-inset-bottom));
  color: ${({ theme }) => theme.color.text.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;
