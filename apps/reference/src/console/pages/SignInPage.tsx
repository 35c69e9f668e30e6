import { useState, useSyncExternalStore } from 'react';
import { ConsoleSignInScreen } from '@carbonmarket/ui/screens/console/ConsoleSignInScreen';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import type { OperatorSignInForm } from '@carbonmarket/domain/contract';
import { consoleApi, operatorSession, sessionEndReason } from '../consoleServices';
import { keptSession } from '../session/keptSession';
import { refusalOf } from './refusalOf';
import type { Refusal } from './refusalOf';
import { useConsoleLanguage } from './useConsoleLanguage';

/**
 * Signing in to the console: e-mail, password and code in one request. A session that ended
 * (expired, locked, signed out elsewhere) is said here until the next attempt.
 */
export function SignInPage() {
  const language = useConsoleLanguage();
  const endReason = useSyncExternalStore(sessionEndReason.subscribe, sessionEndReason.get);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const onSubmit = async (form: OperatorSignInForm) => {
    setSubmitting(true);
    setRefusal(null);
    sessionEndReason.set(null);
    const result = await consoleApi.request(adminEndpoints.signIn, form);
    setSubmitting(false);
    if (result.ok) operatorSession.set(keptSession(result.data));
    else setRefusal(refusalOf(result.error));
  };
  const error = refusal?.error ?? endReason ?? undefined;
  return (
    <ConsoleSignInScreen
      onSubmit={(form) => void onSubmit(form)}
      submitting={submitting}
      {...(error ? { error } : {})}
      {...(refusal ? { errorParams: refusal.errorParams, fieldErrors: refusal.fieldErrors } : {})}
      {...language}
    />
  );
}
