// The words the journeys look for, read from the app's own translation files and the domain's
// error catalogue, so a journey fails on behaviour, not on a reworded label.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { errorMessage } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';

export type Locale = 'en' | 'cn';

const LOCALES_DIR = fileURLToPath(
  new URL('../../../packages/ui/src/i18n/locales/', import.meta.url),
);
const files = new Map<string, unknown>();

/** A translation file (`<area>.json`, whose top key is the area). */
function bundle(locale: Locale, area: string): unknown {
  const file = `${LOCALES_DIR}${locale}/${area}.json`;
  if (!files.has(file)) files.set(file, JSON.parse(readFileSync(file, 'utf8')));
  return files.get(file);
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
  const [area = ''] = key.split('.');
  let node = bundle(locale, area);
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) break;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') throw new Error(`no ${locale} translation for ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** The catalogue message of an error code, as the app shows it. */
export const errorText = (code: ErrorCode, params: ErrorParams = {}, locale: Locale = 'en') =>
  errorMessage(code, locale, params);

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Exactly this text (an accessible name that must not merely contain it). */
export const exactly = (value: string) => new RegExp(`^${escape(value)}$`);

/** A field's label, with or without the required marker (`*`). */
export const fieldLabel = (value: string) => new RegExp(`^${escape(value)}\\*?$`);
