import styled, { keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  flex: none;
`;

export interface SpinnerProps {
  /** Diameter in px. @default 16 */
  size?: number;
  /**
   * Accessible name; defaults to the translated "Loading". Pass `null` when a surrounding
   * element already announces the busy state.
   */
  label?: string | null;
}

/** A turning ring in the current text colour that says something is in progress. */
export function Spinner({ size = 16, label }: SpinnerProps) {
  const { t } = useTranslation();
  if (label === null) return <Ring $size={size} aria-hidden />;
  return <Ring $size={size} role="img" aria-label={label ?? t('common.loading')} />;
}
