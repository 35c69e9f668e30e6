import type { Locale as DateLocale } from 'date-fns';
import { enGB } from 'date-fns/locale/en-GB';
import { zhCN } from 'date-fns/locale/zh-CN';
import type { Locale } from './locale';

/** September, counted from January = 0 as date-fns counts months. */
const SEPTEMBER = 8;

/**
 * English as written in Singapore: British day-month order and month names, with September
 * abbreviated "Sept" (as the Unicode CLDR data for `en-SG` does) where British English writes
 * "Sep".
 */
const enSG: DateLocale = {
  ...enGB,
  code: 'en-SG',
  localize: {
    ...enGB.localize,
    month: (month, options) =>
      month === SEPTEMBER && options?.width === 'abbreviated'
        ? 'Sept'
        : enGB.localize.month(month, options),
  },
};

/** The date-fns locale that writes dates in each language the product speaks. */
export const DATE_LOCALES: Readonly<Record<Locale, DateLocale>> = { en: enSG, cn: zhCN };
