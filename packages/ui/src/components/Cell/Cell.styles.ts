import styled, { css } from 'styled-components';

const row = css<{ $twoLine: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  width: 100%;
  min-height: ${({ $twoLine }) => ($twoLine ? '56px' : '44px')};
  margin: 0;
  padding: ${({ theme }) => `${theme.space[200]} ${theme.space[400]}`};
  border: none;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  text-align: start;
  text-decoration: none;
  outline-offset: -2px;
`;

const pressable = css`
  cursor: pointer;
  user-select: none;
  transition: background
    ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  &:active:not(:disabled):not([aria-disabled='true']) {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

export const StaticRow = styled.div<{ $twoLine: boolean }>`
  ${row}
`;

export const ButtonRow = styled.button<{ $twoLine: boolean }>`
  ${row}
  ${pressable}
`;

export const LinkRow = styled.a<{ $twoLine: boolean }>`
  ${row}
  ${pressable}
`;

export const Leading = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  color: ${({ theme }) => theme.color.text.secondary};
`;

export const Main = styled.span`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-width: 0;
`;

export const Title = styled.span<{ $disabled: boolean }>`
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.text.disabled : theme.color.text.primary)};
  overflow-wrap: anywhere;
`;

export const Description = styled.span<{ $disabled: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.text.disabled : theme.color.text.secondary)};
  overflow-wrap: anywhere;
`;

export const Value = styled.span<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  /* Keeps its natural width (a tag or an amount never squeezes), wrapping text past half the row. */
  flex: 0 0 auto;
  max-width: 50%;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.text.disabled : theme.color.text.secondary)};
  text-align: end;
  overflow-wrap: anywhere;
`;

export const Chevron = styled.span<{ $disabled: boolean }>`
  display: inline-flex;
  flex: none;
  margin-inline-end: -${({ theme }) => theme.space[100]};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.text.disabled : theme.color.text.secondary)};
`;
