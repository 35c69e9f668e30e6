import type { Lang } from '@carbonmarket/domain/contract';

/** Text stored in both languages of the product. */
export interface Bilingual {
  en: string;
  cn: string;
}

/** The `<field>_en` or `<field>_cn` column of a row, for the reader's language. */
export function inLang<Field extends string>(
  row: Record<`${Field}_en` | `${Field}_cn`, string>,
  field: Field,
  lang: Lang,
): string {
  return lang === 'cn' ? row[`${field}_cn`] : row[`${field}_en`];
}
