import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams, Money } from '@carbonmarket/domain';
import { CONSOLE_QUEUES } from '@carbonmarket/domain/contract';
import { Tabs } from '../../../components/Tabs/Tabs';
import { ConnectionStatus } from '../../../components/ConnectionStatus/ConnectionStatus';
import type { Loadable } from '../../../components/loadable';
import type { ConsoleChromeProps } from '../shared/consoleChrome';
import type { AdminSale, AdminTopUp, AdminWithdrawal, PaymentsQueue } from './paymentsTypes';
import { QueuePanel } from './parts/QueuePanel';
import { TopUpItem } from './parts/TopUpItem';
import { WithdrawalItem } from './parts/WithdrawalItem';
import { SaleItem } from './parts/SaleItem';
import { ApprovalThreshold } from './parts/ApprovalThreshold';
import { PLACEHOLDER_SALE, PLACEHOLDER_TOP_UP, PLACEHOLDER_WITHDRAWAL } from './parts/placeholders';
import { ConsolePage } from '../shared/ConsolePage';

export type { AdminSale, AdminTopUp, AdminWithdrawal, PaymentsQueue } from './paymentsTypes';
export type { ConsoleNavigation, ConsoleSection } from '../shared/ConsoleSections';

export interface ConsolePaymentsScreenProps extends ConsoleChromeProps {
  /** The signed-in operator's id: a withdrawal they approved is paid by another operator. */
  operatorId: number;
  /** The queue shown (the app keeps it in the address). */
  queue: PaymentsQueue;
  /** Called with the queue the operator picks. */
  onQueueChange: (queue: PaymentsQueue) => void;
  /** Pending top-ups, oldest first (`admin.pendingTopUps`). */
  topUps: Loadable<readonly AdminTopUp[]>;
  /** Processing withdrawals, oldest first (`admin.processingWithdrawals`). */
  withdrawals: Loadable<readonly AdminWithdrawal[]>;
  /** Every member's pending sales, the earliest payout first (`admin.pendingSales`). */
  sales: Loadable<readonly AdminSale[]>;
  /** The top-up's payment arrived (confirmed by the operator in a dialog). */
  onConfirmTopUp: (id: number) => void;
  /** The top-up's payment never came (confirmed in a dialog). */
  onCancelTopUp: (id: number) => void;
  /** Approves a withdrawal at or above the threshold, for another operator to pay. */
  onApproveWithdrawal: (id: number) => void;
  /** The withdrawal was paid (confirmed in a dialog). */
  onCompleteWithdrawal: (id: number) => void;
  /** Refuses a withdrawal with the reason typed (trimmed, checked by the domain's rule). */
  onRefuseWithdrawal: (id: number, reason: string) => void;
  /** Pays a pending sale's proceeds now (confirmed in a dialog). */
  onSettleSale: (id: number) => void;
  /** Loads a queue again after it failed. */
  onRetry: (queue: PaymentsQueue) => void;
  /**
   * The item of the shown queue being acted on: the button of the action confirmed shows busy,
   * and its other buttons wait.
   */
  busyId?: number;
  /**
   * Why the last action was refused, in a banner that is announced: `STATUS_CHANGE_NOT_ALLOWED`
   * (another operator did it first), `SECOND_OPERATOR_REQUIRED`, `WITHDRAWAL_APPROVAL_REQUIRED`,
   * `WITHDRAWAL_CLOSED_SATURDAY`, `NETWORK_ERROR`…
   */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  /** Whether the queues follow changes live (the console socket); left out, nothing is said. */
  live?: boolean;
  /**
   * The payouts' approval threshold (`admin.payoutSettings`): withdrawals of this amount or more
   * need a second operator. Shown above the withdrawals once known.
   */
  approvalThreshold?: Money;
  /** Sets a new threshold (admins only: the others are shown it). */
  onSetApprovalThreshold?: (amount: Money) => void;
  /** The new threshold is being saved. @default false */
  savingThreshold?: boolean;
}

/** The count a queue's tab shows: its items, once they arrived. */
const countOf = (items: Loadable<readonly unknown[]>) =>
  items.status === 'ready' ? items.data.length : undefined;

/**
 * The operator's payments, a tab per queue with its count: top-ups waiting for their payment
 * (confirm when the money arrived, matched by its reference, or cancel), withdrawals waiting to be
 * paid (four eyes at or above the threshold: approve, then another operator pays; or refuse with
 * a reason), and members' sales whose proceeds wait for their payout (settle now). Every action
 * is confirmed in a dialog that repeats the figures; a refusal from the server shows in an
 * announced banner above the queues.
 */
export function ConsolePaymentsScreen({
  operatorName,
  operatorId,
  queue,
  onQueueChange,
  topUps,
  withdrawals,
  sales,
  onConfirmTopUp,
  onCancelTopUp,
  onApproveWithdrawal,
  onCompleteWithdrawal,
  onRefuseWithdrawal,
  onSettleSale,
  onRetry,
  busyId,
  error,
  errorParams,
  live,
  approvalThreshold,
  onSetApprovalThreshold,
  savingThreshold = false,
  onSignOut,
  navigation,
  locale,
  onLocaleChange,
}: ConsolePaymentsScreenProps) {
  const { t } = useTranslation();
  const counts: Record<PaymentsQueue, number | undefined> = {
    topUps: countOf(topUps),
    withdrawals: countOf(withdrawals),
    sales: countOf(sales),
  };

  const panel = (shown: PaymentsQueue) => {
    const retry = () => onRetry(shown);
    switch (shown) {
      case 'topUps':
        return (
          <QueuePanel
            queue={shown}
            items={topUps}
            onRetry={retry}
            placeholder={
              <TopUpItem
                topUp={PLACEHOLDER_TOP_UP}
                busy={false}
                onConfirm={() => undefined}
                onCancel={() => undefined}
              />
            }
            renderItem={(topUp) => (
              <TopUpItem
                topUp={topUp}
                busy={busyId === topUp.id}
                onConfirm={() => onConfirmTopUp(topUp.id)}
                onCancel={() => onCancelTopUp(topUp.id)}
              />
            )}
          />
        );
      case 'withdrawals':
        return (
          <>
            {approvalThreshold === undefined ? null : (
              <ApprovalThreshold
                threshold={approvalThreshold}
                {...(onSetApprovalThreshold ? { onChange: onSetApprovalThreshold } : {})}
                saving={savingThreshold}
              />
            )}
            <QueuePanel
              queue={shown}
              items={withdrawals}
              onRetry={retry}
              placeholder={
                <WithdrawalItem
                  withdrawal={PLACEHOLDER_WITHDRAWAL}
                  operatorId={operatorId}
                  busy={false}
                  onApprove={() => undefined}
                  onComplete={() => undefined}
                  onRefuse={() => undefined}
                />
              }
              renderItem={(withdrawal) => (
                <WithdrawalItem
                  withdrawal={withdrawal}
                  operatorId={operatorId}
                  busy={busyId === withdrawal.id}
                  onApprove={() => onApproveWithdrawal(withdrawal.id)}
                  onComplete={() => onCompleteWithdrawal(withdrawal.id)}
                  onRefuse={(reason) => onRefuseWithdrawal(withdrawal.id, reason)}
                />
              )}
            />
          </>
        );
      case 'sales':
        return (
          <QueuePanel
            queue={shown}
            items={sales}
            onRetry={retry}
            placeholder={
              <SaleItem sale={PLACEHOLDER_SALE} busy={false} onSettle={() => undefined} />
            }
            renderItem={(sale) => (
              <SaleItem
                sale={sale}
                busy={busyId === sale.id}
                onSettle={() => onSettleSale(sale.id)}
              />
            )}
          />
        );
      default:
        return shown satisfies never;
    }
  };

  return (
    <ConsolePage
      chrome={{ operatorName, onSignOut, navigation, locale, onLocaleChange }}
      status={
        live === undefined ? undefined : <ConnectionStatus state={live ? 'open' : 'closed'} />
      }
      refusal={{ title: t('console.payments.actionFailed'), error, errorParams }}
    >
      <Tabs<PaymentsQueue>
        label={t('console.payments.tabsLabel')}
        items={CONSOLE_QUEUES.map((value) => ({
          value,
          label: t(`console.payments.tabs.${value}`),
          badge: counts[value],
        }))}
        value={queue}
        onChange={onQueueChange}
        renderPanel={panel}
      />
    </ConsolePage>
  );
}
