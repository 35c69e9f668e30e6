const HAN = /\p{Script=Han}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** First letter or digit of a word, as a whole code point. */
const firstLetter = (word: string): string =>
  Array.from(word).find((char) => LETTER_OR_DIGIT.test(char)) ?? '';

/**
 * Initials of a name for an avatar: the first letters of the first and last words, uppercased
 * (`'Tan Wei Ming'` -> `'TM'`, `'alice'` -> `'A'`); a Chinese name gives its first character,
 * the family name (`'王小明'` -> `'王'`). Empty text gives `''`.
 */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => firstLetter(word) !== '');
  const first = firstLetter(words[0] ?? '');
  if (first === '' || HAN.test(first)) return first;
  const last = words.length > 1 ? firstLetter(words[words.length - 1] ?? '') : '';
  return `${first}${HAN.test(last) ? '' : last}`.toLocaleUpperCase();
}
