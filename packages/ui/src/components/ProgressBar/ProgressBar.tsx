import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

export type ProgressBarTone = 'brand' | 'critical';
export type ProgressBarSize = 'sm' | 'md';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  width: 100%;
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[200]};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

const Label = styled.span`
  min-width: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Value = styled.span`
  margin-left: auto;
  flex: none;
  color: ${({ theme }) => theme.color.text.primary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
`;

const Track = styled.div<{ $size: ProgressBarSize }>`
  position: relative;
  width: 100%;
  height: ${({ $size }) => ($size === 'md' ? '8px' : '4px')};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.full};
  /* The divider colour: the whole length must show, so the filled share can be judged. */
  background: ${({ theme }) => theme.color.border.default};
`;

const Fill = styled.div<{ $tone: ProgressBarTone }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => ($tone === 'critical' ? theme.color.bg.fillCritical : theme.color.bg.fillBrand)};
  transition: width
    ${({ theme }) => `${theme.motion.duration.base} ${theme.motion.easing.standard}`};
`;

/** Clamps to 0..100; anything that is not a finite number counts as 0. */
const clampPercent = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;

export interface ProgressBarProps {
  /** Progress in percent, 0 to 100. Values outside are clamped; NaN counts as 0. */
  value: number;
  /** Accessible name, e.g. "Sale progress". Shown above the bar with `showLabel`. */
  label: string;
  /** Writes the label above the bar. @default false */
  showLabel?: boolean;
  /** Writes the percentage, rounded down, above the bar on the right. @default false */
  showValue?: boolean;
  /** `brand` for normal progress, `critical` for something running out. @default 'brand' */
  tone?: ProgressBarTone;
  /** Bar thickness: `md` 8 px, `sm` 4 px for dense lists. @default 'md' */
  size?: ProgressBarSize;
}

/** A horizontal bar showing how far something has got, such as how much of a project is sold. */
export function ProgressBar({
  value,
  label,
  showLabel = false,
  showValue = false,
  tone = 'brand',
  size = 'md',
}: ProgressBarProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const clamped = clampPercent(value);
  const percent = t('display.progressBar.percent', { value: Math.floor(clamped) });
  return (
    <Root>
      {showLabel || showValue ? (
        <Header>
          {showLabel ? <Label id={labelId}>{label}</Label> : null}
          {showValue ? <Value aria-hidden>{percent}</Value> : null}
        </Header>
      ) : null}
      <Track
        $size={size}
        role="progressbar"
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={percent}
      >
        <Fill $tone={tone} style={{ width: `${clamped}%` }} />
      </Track>
    </Root>
  );
}
