// The words the journeys look for, read from the app's own translation files (the error messages
// among them, `errors.<CODE>`), so a journey fails on behaviour, not on a reworded label.
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';

export type Locale = 'en' | 'cn';

const LOCALES_DIR = fileURLToPath(
  new URL('../../../packages/ui/src/i18n/locales/', import.meta.url),
);
const merged = new Map<Locale, Record<string, unknown>>();

/** Merges `from` into `into`, objects key by key (an area may span several files). */
function mergeInto(into: Record<string, unknown>, from: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    if (
      typeof value === 'object' &&
      value !== null &&
      typeof current === 'object' &&
      current !== null
    )
      mergeInto(current as Record<string, unknown>, value as Record<string, unknown>);
    else into[key] = value;
  }
}

/** Every translation file of a language, merged (`projects.json` and `projectPages.json` alike). */
function translations(locale: Locale): Record<string, unknown> {
  let all = merged.get(locale);
  if (all === undefined) {
    all = {};
    for (const file of readdirSync(`${LOCALES_DIR}${locale}`).filter((f) => f.endsWith('.json')))
      mergeInto(
        all,
        JSON.parse(readFileSync(`${LOCALES_DIR}${locale}/${file}`, 'utf8')) as Record<
          string,
          unknown
        >,
      );
    merged.set(locale, all);
  }
  return all;
}

/**
 * The translation of a key such as `onboarding.login.submit`, with `{{name}}` placeholders
 * filled; throws when the key is missing, so a renamed key fails loudly.
 */
export function text(
  key: string,
  params: Record<string, string | number> = {},
  locale: Locale = 'en',
): string {
  let node: unknown = translations(locale);
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) break;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') throw new Error(`no ${locale} translation for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** The message of an error code, as the app shows it. */
export const errorText = (code: ErrorCode, params: ErrorParams = {}, locale: Locale = 'en') =>
  text(
    `errors.${code}`,
    Object.fromEntries(
      Object.entries(params).filter(
        (entry): entry is [string, string | number] => entry[1] !== undefined,
      ),
    ),
    locale,
  );

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly this text (an accessible name that must not merely contain it). */
export const exactly = (value: string) => new RegExp(`^${escape(value)}$`);

/** A field's label, with or without the required marker (`*`). */
export const fieldLabel = (value: string) => new RegExp(`^${escape(value)}\\*?$`);
