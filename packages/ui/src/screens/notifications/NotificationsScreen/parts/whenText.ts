import { formatDistance } from 'date-fns';
import { addSingaporeDays, startOfSingaporeDay } from '@carbonmarket/domain';
import { DATE_LOCALES } from '../../../../i18n/dateLocales';
import { formatDate, formatTime } from '../../../../i18n/formatDate';
import type { Locale } from '../../../../i18n/locale';

/** A day's heading: today, yesterday (Singapore days, by `now`), else its date. */
export function dayHeading(
  dayStart: Date,
  now: Date,
  locale: Locale,
  words: { today: string; yesterday: string },
): string {
  const today = startOfSingaporeDay(now);
  if (dayStart.getTime() === today.getTime()) return words.today;
  if (dayStart.getTime() === addSingaporeDays(today, -1).getTime()) return words.yesterday;
  return formatDate(dayStart, locale);
}

/**
 * When a notification came, under its day's heading: today's as a distance ("5 minutes ago",
 * "5 分钟前"), earlier ones as the time of day in Singapore (the heading says the day).
 */
export function whenText(createdAt: Date, now: Date, locale: Locale): string {
  if (startOfSingaporeDay(createdAt).getTime() !== startOfSingaporeDay(now).getTime())
    return formatTime(createdAt, locale);
  // A clock a little behind the server's never makes a notification come "in 1 minute".
  const shown = createdAt.getTime() > now.getTime() ? now : createdAt;
  return formatDistance(shown, now, { addSuffix: true, locale: DATE_LOCALES[locale] });
}
