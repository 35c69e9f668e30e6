import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useToast } from '@carbonmarket/ui';
import { ConsolePaymentsScreen } from '@carbonmarket/ui/screens/console/ConsolePaymentsScreen';
import type { PaymentsQueue } from '@carbonmarket/ui/screens/console/ConsolePaymentsScreen';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import type { Endpoint, RequestOf } from '@carbonmarket/domain/contract';
import { useTranslation } from 'react-i18next';
import { loadableOf } from '../../shared/data/loadable';
import { useSearchParams, useNavigate } from '../../lib/router/RouterContext';
import { consoleApi } from '../consoleServices';
import type { OperatorSession } from '../session/operatorSessionStore';
import { useLiveQueues } from '../realtime/useLiveQueues';
import { CONSOLE_PATHS } from '../consolePaths';
import { consoleNavigation } from '../consoleSections';
import {
  payoutSettingsQuery,
  queueKey,
  salesQuery,
  topUpsQuery,
  withdrawalsQuery,
} from './queueQueries';
import { formatMoney } from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import { mayCall } from '../mayCall';
import { refusalOf } from './refusalOf';
import type { Refusal } from './refusalOf';
import { useConsoleLanguage } from './useConsoleLanguage';
import { useSignOut } from './useSignOut';

const QUEUES: readonly PaymentsQueue[] = ['topUps', 'withdrawals', 'sales'];
const queueOf = (value: string | null): PaymentsQueue =>
  QUEUES.find((queue) => queue === value) ?? 'topUps';

/**
 * The payment queues, live: top-ups to confirm or cancel, withdrawals to approve, pay or refuse,
 * sales to settle. The queue shown is in the address (`?queue=`). After each action its queue is
 * read again; a refusal (another operator was first, four eyes) is said above the queues.
 */
export function PaymentsPage({ session }: { session: OperatorSession }) {
  const language = useConsoleLanguage();
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const queue = queueOf(useSearchParams().get('queue'));
  const live = useLiveQueues();
  const signOut = useSignOut();
  const topUps = useQuery(topUpsQuery());
  const withdrawals = useQuery(withdrawalsQuery());
  const sales = useQuery(salesQuery(language.locale));
  const payouts = useQuery(payoutSettingsQuery());
  const [savingThreshold, setSavingThreshold] = useState(false);
  const [busyId, setBusyId] = useState<number | undefined>(undefined);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  /** Runs one action on an item of `on`, then reads that queue again whatever the outcome. */
  const act = async <E extends Endpoint>(
    on: PaymentsQueue,
    endpoint: E,
    input: RequestOf<E> & { id: number },
    done: string,
  ) => {
    setBusyId(input.id);
    setRefusal(null);
    const result = await consoleApi.request(endpoint, input);
    setBusyId(undefined);
    if (result.ok) toast.success(done);
    else setRefusal(refusalOf(result.error));
    await queryClient.invalidateQueries({ queryKey: queueKey(on) });
  };

  /** Sets the approval threshold (admins), then reads it and the withdrawals again. */
  const setThreshold = async (amount: Money) => {
    setSavingThreshold(true);
    setRefusal(null);
    const result = await consoleApi.request(adminEndpoints.setPayoutSettings, {
      approvalThreshold: amount.toString(),
    });
    setSavingThreshold(false);
    if (result.ok)
      toast.success(
        t('console.payments.threshold.done', {
          amount: formatMoney(result.data.approvalThreshold, language.locale),
        }),
      );
    else setRefusal(refusalOf(result.error));
    await queryClient.invalidateQueries({ queryKey: queueKey('withdrawals') });
  };

  return (
    <ConsolePaymentsScreen
      operatorName={session.operator.name}
      operatorId={session.operator.id}
      queue={queue}
      onQueueChange={(next) => {
        setRefusal(null);
        navigate(`${CONSOLE_PATHS.payments}?queue=${next}`, { replace: true });
      }}
      topUps={loadableOf(topUps, (page) => page.items)}
      withdrawals={loadableOf(withdrawals, (page) => page.items)}
      sales={loadableOf(sales, (page) => page.items)}
      onConfirmTopUp={(id) =>
        void act(
          'topUps',
          adminEndpoints.confirmTopUp,
          { id },
          t('console.payments.done.confirmed'),
        )
      }
      onCancelTopUp={(id) =>
        void act('topUps', adminEndpoints.cancelTopUp, { id }, t('console.payments.done.cancelled'))
      }
      onApproveWithdrawal={(id) =>
        void act(
          'withdrawals',
          adminEndpoints.approveWithdrawal,
          { id },
          t('console.payments.done.approved'),
        )
      }
      onCompleteWithdrawal={(id) =>
        void act(
          'withdrawals',
          adminEndpoints.completeWithdrawal,
          { id },
          t('console.payments.done.paid'),
        )
      }
      onRefuseWithdrawal={(id, reason) =>
        void act(
          'withdrawals',
          adminEndpoints.refuseWithdrawal,
          { id, reason },
          t('console.payments.done.refused'),
        )
      }
      onSettleSale={(id) =>
        void act('sales', adminEndpoints.settleSale, { id }, t('console.payments.done.settled'))
      }
      onRetry={(failed) => void queryClient.invalidateQueries({ queryKey: queueKey(failed) })}
      {...(busyId !== undefined ? { busyId } : {})}
      {...(refusal ? { error: refusal.error, errorParams: refusal.errorParams } : {})}
      live={live === 'open'}
      {...(payouts.data ? { approvalThreshold: payouts.data.approvalThreshold } : {})}
      {...(mayCall(session.operator.role, adminEndpoints.setPayoutSettings)
        ? { onSetApprovalThreshold: (amount: Money) => void setThreshold(amount) }
        : {})}
      savingThreshold={savingThreshold}
      navigation={consoleNavigation(session.operator.role, 'payments')}
      onSignOut={signOut}
      {...language}
    />
  );
}
