/**
 * Characters no name or free text may carry: they are invisible, or they change how the text
 * around them is shown rather than being text themselves.
 * - C0 controls (U+0000 to U+001F), DEL (U+007F) and C1 controls (U+0080 to U+009F): NUL, BEL,
 *   the escape that starts an ANSI sequence, and the like.
 * - The bidirectional embeddings and overrides (U+202A to U+202E) and isolates (U+2066 to
 *   U+2069), which can make a name or a sum read differently from what it holds.
 * A multi-line text keeps its line breaks and tabs (LF, CR and TAB); nothing else changes.
 */

/** Whether a text is one line (names, titles) or may run over several (descriptions, bodies). */
export type TextLines = 'single' | 'multi';

const LINE_CHARACTERS = new Set([0x09, 0x0a, 0x0d]);

const isControl = (codePoint: number) =>
  codePoint <= 0x1f || (codePoint >= 0x7f && codePoint <= 0x9f);

const isDirectionControl = (codePoint: number) =>
  (codePoint >= 0x202a && codePoint <= 0x202e) || (codePoint >= 0x2066 && codePoint <= 0x2069);

/** True when the character may not appear in a text of the given kind. */
export function isRefusedCharacter(codePoint: number, lines: TextLines): boolean {
  if (isDirectionControl(codePoint)) return true;
  if (!isControl(codePoint)) return false;
  return lines === 'single' || !LINE_CHARACTERS.has(codePoint);
}

/** True when every character of the text may stay in it. */
export function hasOnlyTextCharacters(text: string, lines: TextLines): boolean {
  for (const character of text) {
    const codePoint = character.codePointAt(0);
    if (codePoint !== undefined && isRefusedCharacter(codePoint, lines)) return false;
  }
  return true;
}
