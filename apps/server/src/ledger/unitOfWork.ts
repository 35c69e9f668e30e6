import type { ConsolePush, SocketPushInput } from '@carbonmarket/domain/contract';
import type { Data } from '../db/data';
import type { EventBus } from '../realtime/eventBus';
import type { Ledger, MoneyPosting, TonsPosting } from './ledger';

/** A `balance` push: a member's balances as the contract sends them. */
type BalancePush = SocketPushInput & { type: 'balance' };

/** What a write can do besides SQL: post to the ledgers and queue socket pushes. */
export interface WriteScope {
  postMoney(posting: MoneyPosting): Promise<bigint>;
  postTons(posting: TonsPosting): Promise<bigint>;
  /**
   * The member's balances as the work leaves them so far, for its reply. Read after the work's
   * last posting of the member, they are also what its balance push sends, without reading again.
   */
  balances(memberId: number): Promise<BalancePush>;
  /** Sent once the transaction has committed, never when it rolls back. */
  push(memberId: number, push: SocketPushInput): void;
  /** Sent to every open socket once the transaction has committed. */
  broadcast(push: SocketPushInput): void;
  /** Sent to every open console once the transaction has committed (a queue changed). */
  toConsole(push: ConsolePush): void;
}

/**
 * The console's push of a member's push about a payment the operator's staff work on: a top-up or
 * a withdrawal that was asked for or changed.
 */
const consolePushOf = (push: SocketPushInput): ConsolePush | null => {
  if (push.type === 'topUp')
    return { queue: 'topUps', id: push.data.topUpId, status: push.data.status };
  if (push.type === 'withdrawal')
    return { queue: 'withdrawals', id: push.data.withdrawalId, status: push.data.status };
  return null;
};

/**
 * Runs `work` in one transaction (joining the caller's when one is open, as a money-moving
 * request's is: see `http/idempotentRun.ts`). Pushes queued by the work, and a `balance` push for
 * every member whose wallet or holdings it touched, are published only after the commit, so a
 * socket never reports money that was rolled back. The balances pushed are read at the end of
 * the work, inside the transaction: what it commits.
 */
export function createUnitOfWork(data: Data, ledger: Ledger, events: EventBus) {
  return function write<T>(now: Date, work: (scope: WriteScope) => Promise<T>): Promise<T> {
    return data.transaction(async () => {
      const pushes: { memberId: number; push: SocketPushInput }[] = [];
      const broadcasts: SocketPushInput[] = [];
      const consoles: ConsolePush[] = [];
      const touched = new Set<number>();
      /** Balances read by the work since the member's last posting: still what it will commit. */
      const current = new Map<number, BalancePush>();
      const result = await work({
        postMoney(posting) {
          touched.add(posting.memberId);
          current.delete(posting.memberId);
          return ledger.postMoney(posting, now);
        },
        postTons(posting) {
          touched.add(posting.memberId);
          current.delete(posting.memberId);
          return ledger.postTons(posting, now);
        },
        async balances(memberId) {
          const read = current.get(memberId) ?? (await ledger.balances(memberId));
          current.set(memberId, read);
          return read;
        },
        push(memberId, push) {
          pushes.push({ memberId, push });
          const queued = consolePushOf(push);
          if (queued) consoles.push(queued);
        },
        toConsole(push) {
          consoles.push(push);
        },
        broadcast(push) {
          broadcasts.push(push);
        },
      });
      // Balances are read only for a member whose socket may be open to send them to.
      const balances: { memberId: number; push: SocketPushInput }[] = [];
      for (const memberId of touched)
        if (events.mayListen(memberId))
          balances.push({
            memberId,
            push: current.get(memberId) ?? (await ledger.balances(memberId)),
          });
      data.afterCommit(() => {
        for (const { memberId, push } of [...balances, ...pushes]) events.publish(memberId, push);
        for (const push of broadcasts) events.broadcast(push);
        for (const push of consoles) events.toConsole(push);
      });
      return result;
    });
  };
}

export type UnitOfWork = ReturnType<typeof createUnitOfWork>;
