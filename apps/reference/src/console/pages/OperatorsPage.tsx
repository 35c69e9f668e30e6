import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@carbonmarket/ui';
import { ConsoleOperatorsScreen } from '@carbonmarket/ui/screens/console/ConsoleOperatorsScreen';
import type {
  EnrolmentLink,
  OperatorInviteForm,
} from '@carbonmarket/ui/screens/console/ConsoleOperatorsScreen';
import { MAX_PAGE_SIZE, adminEndpoints } from '@carbonmarket/domain/contract';
import { loadableOf } from '../../shared/data/loadable';
import { CONSOLE_PATHS } from '../consolePaths';
import { consoleApi } from '../consoleServices';
import { consoleNavigation } from '../consoleSections';
import type { OperatorSession } from '../session/operatorSessionStore';
import { CONSOLE_QUERY_ROOT } from './queueQueries';
import { refusalOf } from './refusalOf';
import type { Refusal } from './refusalOf';
import { useConsoleLanguage } from './useConsoleLanguage';
import { useSignOut } from './useSignOut';

const STAFF_KEY = [CONSOLE_QUERY_ROOT, 'operators'] as const;

/** The enrolment link of a token, on this console's own address. */
const enrolmentLink = (token: string) => `${window.location.origin}${CONSOLE_PATHS.enrol}#${token}`;

/**
 * The staff (admins): invite an operator or an admin (the link to pass on is shown once, to
 * copy), start a lost phone's enrolment again, disable, unlock; each change with its reason.
 */
export function OperatorsPage({ session }: { session: OperatorSession }) {
  const language = useConsoleLanguage();
  const { t } = useTranslation();
  const toast = useToast();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const staff = useQuery({
    queryKey: STAFF_KEY,
    queryFn: ({ signal }) =>
      consoleApi.call(adminEndpoints.operators, { page: 1, pageSize: MAX_PAGE_SIZE }, { signal }),
  });
  const [inviting, setInviting] = useState(false);
  const [busyId, setBusyId] = useState<number | undefined>(undefined);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [link, setLink] = useState<EnrolmentLink | null>(null);

  const invite = async (form: OperatorInviteForm) => {
    setInviting(true);
    setRefusal(null);
    const result = await consoleApi.request(adminEndpoints.inviteOperator, form);
    setInviting(false);
    if (!result.ok) {
      setRefusal(refusalOf(result.error));
      return;
    }
    const { operator, enrolmentToken, expiresAt } = result.data;
    setLink({ url: enrolmentLink(enrolmentToken), name: operator.name, expiresAt });
    await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
  };

  /** One change to a member of the staff, with its reason; the list is read again after it. */
  const change = async (
    endpoint:
      | typeof adminEndpoints.reenrolOperator
      | typeof adminEndpoints.disableOperator
      | typeof adminEndpoints.unlockOperator,
    operatorId: number,
    reason: string,
  ) => {
    setBusyId(operatorId);
    setRefusal(null);
    const result = await consoleApi.request(endpoint, { operatorId, reason });
    setBusyId(undefined);
    if (!result.ok) setRefusal(refusalOf(result.error));
    else if ('enrolmentToken' in result.data) {
      const { operator, enrolmentToken, expiresAt } = result.data;
      setLink({ url: enrolmentLink(enrolmentToken), name: operator.name, expiresAt });
    } else toast.success(t('console.operators.done'));
    await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
  };

  return (
    <ConsoleOperatorsScreen
      operatorName={session.operator.name}
      operatorId={session.operator.id}
      operators={loadableOf(staff, (page) => page.items)}
      onInvite={(form) => void invite(form)}
      inviting={inviting}
      onReenrol={(id, reason) => void change(adminEndpoints.reenrolOperator, id, reason)}
      onDisable={(id, reason) => void change(adminEndpoints.disableOperator, id, reason)}
      onUnlock={(id, reason) => void change(adminEndpoints.unlockOperator, id, reason)}
      {...(link ? { link } : {})}
      onCopyLink={(url) =>
        // The clipboard is only offered on secure pages (https, or this machine's loopback).
        void (
          navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'))
        ).then(
          () => toast.success(t('console.operators.copied')),
          () => toast.error(t('console.operators.copyFailed')),
        )
      }
      {...(busyId !== undefined ? { busyId } : {})}
      {...(refusal ? { error: refusal.error, errorParams: refusal.errorParams } : {})}
      onRetry={() => void staff.refetch()}
      navigation={consoleNavigation(session.operator.role, 'operators')}
      onSignOut={signOut}
      {...language}
    />
  );
}
