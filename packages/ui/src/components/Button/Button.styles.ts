import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { DRAWN_DISABLED } from '../hydration/awaitingApp';

export type ButtonVariant = 'primary' | 'secondary' | 'plain' | 'critical';
export type ButtonSize = 'md' | 'sm';

const variants: Record<ButtonVariant, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  primary: (t) => css`
    background: ${t.color.bg.fillBrand};
    color: ${t.color.text.onBrand};
    &:active:not(:disabled) {
      background: ${t.color.bg.fillBrandPressed};
    }
  `,
  secondary: (t) => css`
    background: ${t.color.bg.surface};
    color: ${t.color.text.brand};
    border-color: ${t.color.text.brand};
    &:active:not(:disabled) {
      background: ${t.color.bg.fillBrandSubtle};
    }
  `,
  plain: (t) => css`
    background: transparent;
    color: ${t.color.text.link};
    &:active:not(:disabled) {
      background: ${t.color.bg.subtle};
    }
  `,
  critical: (t) => css`
    background: ${t.color.bg.fillCritical};
    color: ${t.color.text.onCritical};
    &:active:not(:disabled) {
      background: ${t.color.bg.fillCriticalPressed};
    }
  `,
};

export const StyledButton = styled.button<{
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[200]};
  min-width: ${({ theme }) => theme.size.touchTarget};
  min-height: ${({ theme, $size }) => ($size === 'md' ? theme.size.controlHeight : theme.size.touchTarget)};
  padding: 0 ${({ theme, $size }) => ($size === 'md' ? theme.space[600] : theme.space[400])};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme, $size }) => ($size === 'md' ? theme.font.size.md : theme.font.size.sm)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  text-align: center;
  cursor: pointer;
  user-select: none;
  transition: background
    ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  ${({ theme, $variant }) => variants[$variant](theme)}

  ${DRAWN_DISABLED} {
    cursor: not-allowed;
    background: ${({ theme, $variant }) => ($variant === 'plain' ? 'transparent' : theme.color.bg.fillDisabled)};
    border-color: transparent;
    color: ${({ theme }) => theme.color.text.disabled};
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
