import { useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useToast } from '@carbonmarket/ui';
import { ConsoleMemberScreen } from '@carbonmarket/ui/screens/console/ConsoleMemberScreen';
import type {
  MemberAction,
  MemberRecordsTab,
  MembershipChange,
} from '@carbonmarket/ui/screens/console/ConsoleMemberScreen';
import type { CreditScore } from '@carbonmarket/domain';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import type { Endpoint } from '@carbonmarket/domain/contract';
import { useSearchParams } from '../../lib/router/RouterContext';
import { loadableOf } from '../../shared/data/loadable';
import { pagedListOf } from '../../shared/data/pagedList';
import { useNow } from '../../shared/time/useNow';
import { membersPath } from '../consolePaths';
import { consoleApi } from '../consoleServices';
import { consoleNavigation } from '../consoleSections';
import { mayCall } from '../mayCall';
import type { OperatorSession } from '../session/operatorSessionStore';
import {
  MEMBERS_KEY,
  memberFundRecordsQuery,
  memberOrdersQuery,
  memberQuery,
  memberSessionsQuery,
  searchQueryOf,
} from './memberQueries';
import { refusalOf } from './refusalOf';
import type { Refusal } from './refusalOf';
import { useConsoleLanguage } from './useConsoleLanguage';
import { useSignOut } from './useSignOut';

/**
 * One member (any operator): the profile and balances, the orders, fund records and sessions a
 * tab each (only the tab shown is loaded), and the changes the operator's role may make, each
 * told by a toast or refused in the banner; every members' query is read again after one.
 */
export function MemberPage({ session, memberId }: { session: OperatorSession; memberId: number }) {
  const language = useConsoleLanguage();
  const { t } = useTranslation();
  const toast = useToast();
  const signOut = useSignOut();
  const queryClient = useQueryClient();
  const now = useNow(undefined);
  const backHref = membersPath(searchQueryOf(useSearchParams()));
  const [tab, setTab] = useState<MemberRecordsTab>('orders');
  const [busy, setBusy] = useState<MemberAction | undefined>(undefined);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const overview = useQuery(memberQuery(memberId));
  const orders = pagedListOf(
    useInfiniteQuery(memberOrdersQuery(memberId, language.locale, tab === 'orders')),
  );
  const fundRecords = pagedListOf(
    useInfiniteQuery(memberFundRecordsQuery(memberId, tab === 'fundRecords')),
  );
  const sessions = pagedListOf(useInfiniteQuery(memberSessionsQuery(memberId, tab === 'sessions')));
  const records = { orders, fundRecords, sessions } as const;

  /** One change to the member; the member and every list of members are read again after it. */
  const change = async (
    action: MemberAction,
    call: () => Promise<{ ok: boolean; error?: unknown }>,
  ) => {
    setBusy(action);
    setRefusal(null);
    const result = await call();
    setBusy(undefined);
    if (!result.ok) setRefusal(refusalOf(result.error));
    else toast.success(t('console.members.done'));
    await queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
  };
  const role = session.operator.role;
  /** The action's callback when the operator's role may take it; left out, the screen hides it. */
  const offer = <A extends unknown[]>(endpoint: Endpoint, run: (...args: A) => void) =>
    mayCall(role, endpoint) ? run : undefined;

  const onSetRisk = offer(
    adminEndpoints.setRisk,
    (risk: boolean) =>
      void change('risk', () => consoleApi.request(adminEndpoints.setRisk, { memberId, risk })),
  );
  const onSetCreditScore = offer(
    adminEndpoints.setCreditScore,
    (creditScore: CreditScore) =>
      void change('creditScore', () =>
        consoleApi.request(adminEndpoints.setCreditScore, { memberId, creditScore }),
      ),
  );
  const onSetMembership = offer(
    adminEndpoints.setMembership,
    ({ level, expiresAt }: MembershipChange) =>
      void change('membership', () =>
        consoleApi.request(adminEndpoints.setMembership, {
          memberId,
          level,
          expiresAt: expiresAt?.toISOString() ?? null,
        }),
      ),
  );
  const onUnlock = offer(
    adminEndpoints.unlockMember,
    (reason: string) =>
      void change('unlock', () =>
        consoleApi.request(adminEndpoints.unlockMember, { memberId, reason }),
      ),
  );

  return (
    <ConsoleMemberScreen
      operatorName={session.operator.name}
      now={now}
      overview={loadableOf(overview, (data) => data)}
      onRetry={() => void overview.refetch()}
      backHref={backHref}
      tab={tab}
      onTabChange={setTab}
      orders={orders.list}
      fundRecords={fundRecords.list}
      sessions={sessions.list}
      onLoadMore={(shown) => records[shown].nextPage()}
      onRetryRecords={(shown) => records[shown].retry()}
      {...(onSetRisk ? { onSetRisk } : {})}
      {...(onSetCreditScore ? { onSetCreditScore } : {})}
      {...(onSetMembership ? { onSetMembership } : {})}
      {...(onUnlock ? { onUnlock } : {})}
      {...(busy !== undefined ? { busy } : {})}
      {...(refusal ? { error: refusal.error, errorParams: refusal.errorParams } : {})}
      navigation={consoleNavigation(role, 'members')}
      onSignOut={signOut}
      {...language}
    />
  );
}
