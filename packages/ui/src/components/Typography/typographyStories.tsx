import styled from 'styled-components';
import { fontSize, fontWeight } from '../../tokens/primitives';
import type { ThemeColors } from '../../theme/theme';
import type { TextSize, TextTone, TextWeight } from './typography';

/** Every step of the scale, weight and tone, for the stories of Heading and Text. */
export const SIZES = Object.keys(fontSize) as TextSize[];
export const WEIGHTS = Object.keys(fontWeight) as TextWeight[];
export const TONES: TextTone[] = [
  'primary',
  'secondary',
  'disabled',
  'brand',
  'link',
  'critical',
  'success',
];
/** Tones meant for text on a fill, shown on that fill. */
export const ON_FILL: { tone: TextTone; fill: keyof ThemeColors['bg'] }[] = [
  { tone: 'onBrand', fill: 'fillBrand' },
  { tone: 'onCritical', fill: 'fillCritical' },
  { tone: 'onInverse', fill: 'inverse' },
];

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  width: 358px;
`;

export const Fill = styled.div<{ $fill: keyof ThemeColors['bg'] }>`
  padding: ${({ theme }) => `${theme.space[100]} ${theme.space[200]}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $fill }) => theme.color.bg[$fill]};
`;

/** A parent with a colour and weight of its own, to show what `inherit` takes. */
export const Parent = styled.div`
  color: ${({ theme }) => theme.color.status.info.fg};
  background: ${({ theme }) => theme.color.status.info.bg};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  padding: ${({ theme }) => theme.space[200]};
`;
