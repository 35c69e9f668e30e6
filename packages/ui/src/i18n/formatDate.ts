import { format } from 'date-fns';
import { inSingapore } from '@carbonmarket/domain';
import { DATE_LOCALES } from './dateLocales';
import type { Locale } from './locale';

/** The locale's calendar date pattern: `d MMM yyyy` in English, `y年M月d日` in Chinese. */
const DATE_PATTERN: Readonly<Record<Locale, string>> = { en: 'PP', cn: 'PPP' };

/**
 * A calendar date as readers of the language write it (`18 Nov 2026`, `2026年11月18日`), in
 * Singapore time, whatever the device's time zone.
 */
export const formatDate = (date: Date, locale: Locale): string =>
  format(date, DATE_PATTERN[locale], { ...inSingapore, locale: DATE_LOCALES[locale] });

/** The locale's date and time pattern: `18 Nov 2026, 10:00` in English, `2026年11月18日 10:00` in Chinese. */
const DATE_TIME_PATTERN: Readonly<Record<Locale, string>> = { en: 'PP, HH:mm', cn: 'PPP HH:mm' };

/** An instant as a date and a 24-hour time, in Singapore time, whatever the device's time zone. */
export const formatDateTime = (date: Date, locale: Locale): string =>
  format(date, DATE_TIME_PATTERN[locale], { ...inSingapore, locale: DATE_LOCALES[locale] });

/**
 * The time of day of an instant, on the 24-hour clock in Singapore time (`10:05` in both
 * languages), for a line under a heading that already names its day.
 */
export const formatTime = (date: Date, locale: Locale): string =>
  format(date, 'HH:mm', { ...inSingapore, locale: DATE_LOCALES[locale] });
