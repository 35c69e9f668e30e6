import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTextOf } from './errorText';
import type { ErrorText } from './errorText';

export type { ErrorText } from './errorText';

/**
 * The message of a catalogue error code in the current language, with its values filled in.
 * Screens show every error (a field's validation code, a server reply) through this, so the
 * `errors` strings stay the one source of error wording.
 */
export function useErrorText(): ErrorText {
  const { t } = useTranslation();
  return useMemo(() => errorTextOf(t), [t]);
}
