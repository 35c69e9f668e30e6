import { useCallback } from 'react';
import { errorMessage } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { useLocale } from './useLocale';

/** Turns a catalogue code into its message in the reader's language. */
export type ErrorText = (code: ErrorCode, params?: ErrorParams) => string;

/**
 * The message of a catalogue error code in the current language, with `{times}`, `{maxtimes}`
 * and `{max}` filled in. Screens show every error (a field's validation code, a server reply)
 * through this, so the catalogue stays the one source of error wording.
 */
export function useErrorText(): ErrorText {
  const locale = useLocale();
  return useCallback(
    (code: ErrorCode, params?: ErrorParams) => errorMessage(code, locale, params),
    [locale],
  );
}
