import { BUSINESS_TIME_ZONE } from '@carbonmarket/domain';
import { intlLocale } from './locale';
import type { Locale } from './locale';

/**
 * A calendar date as readers of the language write it (`18 Nov 2026`, `2026年11月18日`), in
 * Singapore time, whatever the device's time zone.
 */
export function formatDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: locale === 'cn' ? 'long' : 'short',
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(date);
}
