import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../theme/visuallyHidden';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../i18n/useLocale';
import { formatCountdown, remainingMs, splitDuration } from '@carbonmarket/domain';
import type { Duration } from '@carbonmarket/domain';

export type CountdownVariant = 'inline' | 'blocks';

const Timer = styled.span<{ $variant: CountdownVariant }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  font-family: ${({ theme }) => theme.font.family.numeric};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme, $variant }) => ($variant === 'inline' ? theme.font.weight.semibold : theme.font.weight.regular)};
  color: ${({ theme }) => theme.color.text.primary};
  white-space: nowrap;
`;

const Ended = styled.span`
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Blocks = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[200]};
`;

const Block = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  min-width: ${({ theme }) => theme.size.avatarMd};
  padding: ${({ theme }) => `${theme.space[150]} ${theme.space[200]}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

const BlockValue = styled.span`
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const BlockUnit = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export interface CountdownProps {
  /**
   * The current time. The countdown runs no clock of its own: the parent passes a new `now`
   * (an app re-renders every second; stories pin it), so the same props always draw the same text.
   */
  now: Date;
  /** When the countdown reaches zero, e.g. the end of a sale or an order's payment deadline. */
  deadline: Date;
  /** `inline` text such as "2d 03h 04m 05s", or `blocks` with one box per unit. @default 'inline' */
  variant?: CountdownVariant;
  /** Accessible name of the timer. @default the translated "Time remaining" */
  label?: string;
  /** Text once the deadline has passed. @default the translated "Ended" */
  expiredText?: string;
  /** Called once when the countdown reaches the deadline (also when it is already past on first render). */
  onExpire?: () => void;
}

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** Two-digit hours, minutes and seconds; days as they are. */
const display = (d: Duration) => ({
  days: String(d.days),
  hours: pad(d.hours),
  minutes: pad(d.minutes),
  seconds: pad(d.seconds),
});

/**
 * Time left before a deadline in days, hours, minutes and seconds (days drop out in the last
 * day), then an "Ended" text. Announced as a `timer`, which screen readers do not read out on
 * every tick.
 */
export function Countdown({
  now,
  deadline,
  variant = 'inline',
  label,
  expiredText,
  onExpire,
}: CountdownProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const left = remainingMs(deadline, now);
  const expired = left === 0;
  const parts = splitDuration(left);
  const shown = display(parts);
  const text = formatCountdown(parts, locale);

  // Fires once per expiry; moving the deadline into the future arms it again.
  const fired = useRef(false);
  useEffect(() => {
    if (!expired) {
      fired.current = false;
      return;
    }
    if (fired.current) return;
    fired.current = true;
    onExpire?.();
  }, [expired, onExpire]);

  const name = label ?? t('display.countdown.label');

  if (expired) {
    return (
      <Timer role="timer" aria-label={name} $variant={variant}>
        <Ended>{expiredText ?? t('display.countdown.ended')}</Ended>
      </Timer>
    );
  }

  if (variant === 'inline') {
    return (
      <Timer role="timer" aria-label={name} $variant={variant}>
        {text}
      </Timer>
    );
  }

  return (
    <Timer role="timer" aria-label={name} $variant={variant}>
      <VisuallyHidden>{text}</VisuallyHidden>
      <Blocks aria-hidden>
        {UNITS.filter((unit) => unit !== 'days' || parts.days > 0).map((unit) => (
          <Block key={unit} data-unit={unit}>
            <BlockValue>{shown[unit]}</BlockValue>
            <BlockUnit>{t(`display.countdown.units.${unit}`)}</BlockUnit>
          </Block>
        ))}
      </Blocks>
    </Timer>
  );
}
