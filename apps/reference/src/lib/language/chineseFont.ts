let loading: Promise<unknown> | null = null;

/**
 * The Chinese face's style sheet (over 300 unicode-range rules, a long style recalculation): kept
 * off English pages and fetched once, before the first paint for Chinese readers and on the
 * switch to Chinese. On English pages the few Chinese characters (the language sheet's `中文`)
 * use the system's Chinese face.
 */
export function loadChineseFont(): Promise<unknown> {
  loading ??= import('@carbonmarket/ui/fonts/chinese').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The face `locale` needs beyond the bundled Latin one, for `LanguageProvider`. */
export const loadFaceFor = (locale: 'en' | 'cn'): Promise<unknown> | null =>
  locale === 'cn' ? loadChineseFont() : null;
