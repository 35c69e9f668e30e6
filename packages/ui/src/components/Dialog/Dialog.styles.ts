import styled, { keyframes } from 'styled-components';
import * as RadixDialog from '@radix-ui/react-dialog';

const dim = keyframes`from { background-color: transparent; }`;
const rise = keyframes`from { transform: translateY(8px) scale(0.97); }`;

/** Dims the page and centres the dialog, keeping clear of notches and home indicators. */
export const Overlay = styled(RadixDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: max(${({ theme }) => theme.space[600]}, env(safe-area-inset-top))
    max(${({ theme }) => theme.space[600]}, env(safe-area-inset-right))
    max(${({ theme }) => theme.space[600]}, env(safe-area-inset-bottom))
    max(${({ theme }) => theme.space[600]}, env(safe-area-inset-left));
  background: ${({ theme }) => theme.color.bg.overlay};
  &[data-state='open'] {
    animation: ${dim} ${({ theme }) => `${theme.motion.duration.base} ${theme.motion.easing.enter}`};
  }
`;

export const Content = styled(RadixDialog.Content)`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 340px;
  max-height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => `${theme.space[600]} ${theme.space[500]} ${theme.space[500]}`};
  border-radius: ${({ theme }) => theme.radius.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  &:focus {
    outline: none;
  }
  &[data-state='open'] {
    animation: ${rise}
      ${({ theme }) => `${theme.motion.duration.base} ${theme.motion.easing.enter}`};
  }
`;

export const Title = styled(RadixDialog.Title)<{ $withClose: boolean }>`
  margin: 0;
  padding: 0 ${({ theme, $withClose }) => ($withClose ? theme.space[1000] : '0')};
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: ${({ theme }) => theme.font.lineHeight.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-align: center;
  overflow-wrap: anywhere;
`;

export const Description = styled(RadixDialog.Description)`
  margin: ${({ theme }) => theme.space[200]} 0 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  text-align: center;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Body = styled.div`
  margin-top: ${({ theme }) => theme.space[400]};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  overflow-wrap: anywhere;
`;

export const Actions = styled.div<{ $layout: 'row' | 'column' }>`
  display: flex;
  flex-direction: ${({ $layout }) => $layout};
  gap: ${({ theme }) => theme.space[300]};
  margin-top: ${({ theme }) => theme.space[600]};
  & > * {
    ${({ $layout }) => ($layout === 'row' ? 'flex: 1 1 0; min-width: 0;' : 'width: 100%;')}
  }
`;

export const CloseSlot = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space[200]};
  right: ${({ theme }) => theme.space[200]};
`;
