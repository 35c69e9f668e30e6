import { hasOnlyTextCharacters } from '@carbonmarket/domain/contract';
import type { ErrorCode } from '@carbonmarket/domain';
import type { TextLines } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Bilingual } from './bilingual';

/** How one field is kept: what it is reduced to (plain text, sanitised HTML), on how many lines. */
export interface TextRule {
  lines: TextLines;
  clean: (text: string) => string;
}

const LANGS = ['en', 'cn'] as const;

/**
 * Prepares bilingual texts for storing: each language of each field is cleaned by its rule, and
 * what the cleaning brings out is judged again: a field left empty is REQUIRED, and a character
 * written as an entity that no text may hold (`&#x202E;`) is TEXT_CHARACTERS_INVALID, each on its
 * field (`title.en`), all of them in one refusal.
 */
export function storedTexts<Field extends string>(
  draft: Record<Field, Bilingual>,
  rules: Record<Field, TextRule>,
): Record<Field, Bilingual> {
  const fields: Record<string, ErrorCode> = {};
  const stored = {} as Record<Field, Bilingual>;
  for (const field of Object.keys(rules) as Field[]) {
    const { lines, clean } = rules[field];
    const out = { en: '', cn: '' };
    for (const lang of LANGS) {
      const text = clean(draft[field][lang]);
      if (text === '') fields[`${field}.${lang}`] = 'REQUIRED';
      else if (!hasOnlyTextCharacters(text, lines))
        fields[`${field}.${lang}`] = 'TEXT_CHARACTERS_INVALID';
      out[lang] = text;
    }
    stored[field] = out;
  }
  const first = Object.values(fields)[0];
  if (first) throw new ApiError(first, {}, fields);
  return stored;
}
