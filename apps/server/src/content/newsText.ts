import { hasOnlyTextCharacters } from '@carbonmarket/domain/contract';
import type { ErrorCode } from '@carbonmarket/domain';
import type { TextLines } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Bilingual } from './bilingual';
import { sanitizeNewsHtml } from './newsHtml';
import { plainText } from './plainText';

/** A news post's texts as they are stored. */
export interface NewsTexts {
  title: Bilingual;
  summary: Bilingual;
  body: Bilingual;
}

const LANGS = ['en', 'cn'] as const;

/**
 * Prepares a post's texts for storing: the title (one line) and the summary become plain text,
 * the body is sanitised HTML. What reading the markup brings out is judged again: a title or
 * summary left empty is REQUIRED, and a character written as an entity that no text may hold
 * (`&#x202E;`) is TEXT_CHARACTERS_INVALID, each on its field (`title.en`).
 */
export function storedNewsTexts(draft: NewsTexts): NewsTexts {
  const fields: Record<string, ErrorCode> = {};
  const judge = (field: keyof NewsTexts, lines: TextLines, clean: (text: string) => string) => {
    const out = { en: '', cn: '' };
    for (const lang of LANGS) {
      const text = clean(draft[field][lang]);
      if (text === '') fields[`${field}.${lang}`] = 'REQUIRED';
      else if (!hasOnlyTextCharacters(text, lines))
        fields[`${field}.${lang}`] = 'TEXT_CHARACTERS_INVALID';
      out[lang] = text;
    }
    return out;
  };
  const texts = {
    title: judge('title', 'single', plainText),
    summary: judge('summary', 'multi', plainText),
    body: judge('body', 'multi', sanitizeNewsHtml),
  };
  const first = Object.values(fields)[0];
  if (first) throw new ApiError(first, {}, fields);
  return texts;
}
