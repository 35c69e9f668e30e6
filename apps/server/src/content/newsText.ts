import type { Bilingual } from './bilingual';
import { sanitizeNewsHtml } from './newsHtml';
import { plainText } from './plainText';
import { storedTexts } from './storedTexts';

/** A news post's texts as they are stored. */
export interface NewsTexts {
  title: Bilingual;
  summary: Bilingual;
  body: Bilingual;
}

/**
 * Prepares a post's texts for storing: the title (one line) and the summary become plain text,
 * the body is sanitised HTML, each judged again as `storedTexts` says.
 */
export const storedNewsTexts = (draft: NewsTexts): NewsTexts =>
  storedTexts(draft, {
    title: { lines: 'single', clean: plainText },
    summary: { lines: 'multi', clean: plainText },
    body: { lines: 'multi', clean: sanitizeNewsHtml },
  });
