import styled, { css } from 'styled-components';
import { Text } from '../Typography/Text';

/*
 * The parts of a labelled form field (label, input box, hint, error). TextField, PasswordField,
 * CodeField, Select and Checkbox share them so that every field looks and reads the same.
 */

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[150]};
  width: 100%;
  min-width: 0;
`;

export const FieldLabel = styled.label`
  align-self: flex-start;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

/** The asterisk after a required field's label; the input itself says "required" to assistive technology. */
export const RequiredMark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space['050']};
  color: ${({ theme }) => theme.color.text.critical};
`;

export interface InputBoxStyleProps {
  $invalid: boolean;
  $disabled: boolean;
  $readOnly: boolean;
}

/**
 * The bordered 48 px box around an input and its adornments. The focus ring is drawn on the box
 * (not on the bare input) so that it also surrounds a prefix or suffix.
 */
export const InputBox = styled.div<InputBoxStyleProps>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  min-height: ${({ theme }) => theme.size.controlHeight};
  padding: 0 ${({ theme }) => theme.space[300]};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.border.critical : theme.color.border.strong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.primary};
  transition: border-color
    ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};

  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      box-shadow: inset 0 0 0 1px ${theme.color.border.critical};
    `}
  ${({ $readOnly, theme }) =>
    $readOnly &&
    css`
      background: ${theme.color.bg.subtle};
      border-color: ${theme.color.border.default};
    `}
  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      background: ${theme.color.bg.fillDisabled};
      border-color: ${theme.color.border.default};
      color: ${theme.color.text.disabled};
      cursor: not-allowed;
    `}

  &:has(input:focus-visible, select:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

/** Shared look of the bare input or select inside an InputBox. */
export const controlStyles = css`
  flex: 1 1 auto;
  align-self: stretch;
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: none;
  background: transparent;
  color: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.md};

  /* The InputBox draws the focus ring around the whole box. */
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.text.disabled};
    -webkit-text-fill-color: ${({ theme }) => theme.color.text.disabled};
    opacity: 1;
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.text.secondary};
    opacity: 1;
  }
`;

export const Input = styled.input`
  ${controlStyles}
`;

export const FieldFooter = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[300]};
  &:empty {
    display: none;
  }
`;

export const FieldMessages = styled.div`
  display: flex;
  flex: 1 1 auto;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  min-width: 0;
`;

export const Hint = styled(Text).attrs({ size: 'sm', tone: 'secondary', breakAnywhere: true })``;

export const ErrorMessage = styled(Text).attrs({
  size: 'sm',
  tone: 'critical',
  breakAnywhere: true,
})`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[100]};

  & > svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space['050']};
  }
`;
