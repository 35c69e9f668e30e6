import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type AmountSize = 'sm' | 'md' | 'lg' | 'xl';
export type AmountTone = 'default' | 'positive' | 'negative' | 'muted';

const sizes: Record<AmountSize, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.sm};
    font-weight: ${t.font.weight.medium};
  `,
  md: (t) => css`
    font-size: ${t.font.size.md};
    line-height: ${t.font.lineHeight.md};
    font-weight: ${t.font.weight.semibold};
  `,
  lg: (t) => css`
    font-size: ${t.font.size.xl};
    line-height: ${t.font.lineHeight.xl};
    font-weight: ${t.font.weight.semibold};
  `,
  xl: (t) => css`
    font-size: ${t.font.size['3xl']};
    line-height: ${t.font.lineHeight['3xl']};
    font-weight: ${t.font.weight.bold};
  `,
};

/** The unit after a figure is one step smaller than the figure. */
const suffixSizes: Record<AmountSize, (theme: DefaultTheme) => string> = {
  sm: (t) => t.font.size.xs,
  md: (t) => t.font.size.sm,
  lg: (t) => t.font.size.md,
  xl: (t) => t.font.size.lg,
};

const tones: Record<AmountTone, (theme: DefaultTheme) => string> = {
  default: (t) => t.color.text.primary,
  positive: (t) => t.color.text.success,
  negative: (t) => t.color.text.critical,
  muted: (t) => t.color.text.secondary,
};

export const AmountRoot = styled.span<{ $size: AmountSize; $tone: AmountTone }>`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[100]};
  white-space: nowrap;
  font-family: ${({ theme }) => theme.font.family.numeric};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $tone }) => tones[$tone](theme)};
  ${({ theme, $size }) => sizes[$size](theme)}
`;

export const AmountSuffix = styled.span<{ $size: AmountSize }>`
  font-size: ${({ theme, $size }) => suffixSizes[$size](theme)};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** The tone a signed figure takes when none is given: green above zero, red below. */
export const toneOfSign = (sign: -1 | 0 | 1): AmountTone =>
  sign > 0 ? 'positive' : sign < 0 ? 'negative' : 'default';
