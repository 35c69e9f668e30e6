import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES } from '../config/constants';

/**
 * The `lang` every payload carries (spec section 7): content endpoints answer in it. Missing or
 * a language the product does not speak falls back to English rather than refusing the call.
 */
export const langParam = z.enum(LOCALES).default(DEFAULT_LOCALE).catch(DEFAULT_LOCALE);

export type Lang = (typeof LOCALES)[number];
