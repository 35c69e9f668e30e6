import type { TFunction } from 'i18next';
import { createI18n, toLocale } from '../i18n/createI18n';
import { errorTextOf } from '../i18n/errorText';
import type { ErrorText } from '../i18n/errorText';

/**
 * The translate function of the locale a story renders in. Play functions use it to find
 * controls by their translated names, so that one play function works in every language.
 */
export function storyT(globals: Record<string, unknown> | undefined): TFunction {
  return createI18n(toLocale(globals?.['locale'])).t;
}

/**
 * The message of an error code in the story's locale, as screens show it; play
 * functions use it to check a message in every language.
 */
export function storyErrorText(globals: Record<string, unknown> | undefined): ErrorText {
  return errorTextOf(storyT(globals));
}

/**
 * Matches a field's label text, with or without the required marker (`*`) the label shows. For
 * inputs without a role of their own, such as password fields: `getByLabelText(fieldLabel(text))`.
 */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`);
}

/** Matches any text that contains `text` literally, e.g. a message inside a longer description. */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
