import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ConsoleEnrolmentScreen } from '@carbonmarket/ui/screens/console/ConsoleEnrolmentScreen';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import type { OperatorEnrolmentForm } from '@carbonmarket/domain/contract';
import { useLocation, useNavigate } from '../../lib/router/RouterContext';
import { CONSOLE_PATHS } from '../consolePaths';
import { consoleApi, operatorSession } from '../consoleServices';
import { keptSession } from '../session/keptSession';
import { refusalOf } from './refusalOf';
import type { Refusal } from './refusalOf';
import { useConsoleLanguage } from './useConsoleLanguage';

/**
 * The enrolment link an admin sent (`/console/enrol#<token>`): the invitation is read, the
 * operator adds the key to their app and sets a password, sees their recovery codes once, and is
 * then signed in.
 */
export function EnrolmentPage() {
  const language = useConsoleLanguage();
  const navigate = useNavigate();
  const { hash } = useLocation();
  // Read once: the address loses the token when the enrolment is done.
  const [token] = useState(() => tokenOfHash(hash));
  const invitation = useQuery({
    queryKey: ['console', 'enrolment', token],
    queryFn: ({ signal }) => consoleApi.call(adminEndpoints.enrolment, { token }, { signal }),
    staleTime: Infinity,
  });
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<readonly string[] | null>(null);
  const onSubmit = async ({ password, code }: OperatorEnrolmentForm) => {
    setSubmitting(true);
    setRefusal(null);
    const result = await consoleApi.request(adminEndpoints.enrol, { token, password, code });
    setSubmitting(false);
    if (!result.ok) {
      setRefusal(refusalOf(result.error));
      return;
    }
    operatorSession.set(keptSession(result.data));
    setRecoveryCodes(result.data.recoveryCodes);
    // The link is spent: it leaves the address bar and the history.
    navigate(CONSOLE_PATHS.enrol, { replace: true });
  };
  const loadError = invitation.isError ? refusalOf(invitation.error).error : undefined;
  return (
    <ConsoleEnrolmentScreen
      {...(invitation.data ? { enrolment: invitation.data } : {})}
      {...(loadError ? { loadError, onRetry: () => void invitation.refetch() } : {})}
      onSubmit={(form) => void onSubmit(form)}
      submitting={submitting}
      {...(refusal
        ? {
            error: refusal.error,
            errorParams: refusal.errorParams,
            fieldErrors: refusal.fieldErrors,
          }
        : {})}
      {...(recoveryCodes ? { recoveryCodes } : {})}
      onRecoveryCodesSaved={() => navigate(CONSOLE_PATHS.payments, { replace: true })}
      {...language}
    />
  );
}

/** The token of the enrolment link, from the address's fragment. */
function tokenOfHash(hash: string): string {
  return decodeURIComponent(hash.replace(/^#/, ''));
}
