import styled, { css } from 'styled-components';

export type DividerInset = 'none' | 'start' | 'both';
export type DividerSpacing = 'none' | 'sm' | 'md';

const spacings = { none: 0, sm: 200, md: 400 } as const;

const placement = css<{ $inset: DividerInset; $spacing: DividerSpacing }>`
  margin: ${({ theme, $spacing }) => theme.space[spacings[$spacing]]} 0;
  margin-inline-start: ${({ theme, $inset }) => ($inset === 'none' ? '0' : theme.space[400])};
  margin-inline-end: ${({ theme, $inset }) => ($inset === 'both' ? theme.space[400] : '0')};
`;

const Rule = styled.hr<{ $inset: DividerInset; $spacing: DividerSpacing }>`
  ${placement}
  height: 1px;
  padding: 0;
  border: none;
  background: ${({ theme }) => theme.color.border.default};
`;

const Labelled = styled.div<{ $inset: DividerInset; $spacing: DividerSpacing }>`
  ${placement}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[300]};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  text-align: center;

  &::before,
  &::after {
    content: '';
    flex: 1 1 0;
    min-width: ${({ theme }) => theme.space[400]};
    height: 1px;
    background: ${({ theme }) => theme.color.border.default};
  }
`;

export interface DividerProps {
  /** Indents the line by 16 px at the start (to line up with text in a list) or at both ends. @default 'none' */
  inset?: DividerInset;
  /** Space above and below: `sm` 8 px, `md` 16 px. @default 'none' */
  spacing?: DividerSpacing;
  /** A short text centred on the line, such as "or"; also the separator's accessible name. */
  label?: string;
}

/** A thin horizontal line between groups of content, optionally with a centred text. */
export function Divider({ inset = 'none', spacing = 'none', label }: DividerProps) {
  if (label === undefined) return <Rule $inset={inset} $spacing={spacing} />;
  return (
    <Labelled
      role="separator"
      aria-orientation="horizontal"
      aria-label={label}
      $inset={inset}
      $spacing={spacing}
    >
      {label}
    </Labelled>
  );
}
