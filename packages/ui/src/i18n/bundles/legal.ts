import en from '../locales/en/legal.json';
import cn from '../locales/cn/legal.json';

/** The terms of service and the privacy policy, in both languages (long texts, read rarely). */
export const legal: { en: typeof en; cn: typeof en } = { en, cn };
