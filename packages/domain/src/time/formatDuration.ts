import type { Duration } from './duration';
import type { Locale } from '../money/money';

const UNITS: Record<Locale, Record<keyof Duration, string>> = {
  en: { days: 'd', hours: 'h', minutes: 'm', seconds: 's' },
  cn: { days: '天', hours: '时', minutes: '分', seconds: '秒' },
};

/**
 * A countdown as text: `2d 03h 04m 05s` in English, `2天 03时 04分 05秒` in Chinese. Days are
 * left out when zero; hours, minutes and seconds always show two digits.
 */
export function formatCountdown(
  { days, hours, minutes, seconds }: Duration,
  locale: Locale = 'en',
): string {
  const unit = UNITS[locale];
  const two = (n: number) => String(n).padStart(2, '0');
  const parts = [
    `${two(hours)}${unit.hours}`,
    `${two(minutes)}${unit.minutes}`,
    `${two(seconds)}${unit.seconds}`,
  ];
  if (days > 0) parts.unshift(`${days}${unit.days}`);
  return parts.join(' ');
}
