import type { SocketPushInput } from '@carbonmarket/domain/contract';
import type { Data } from '../db/data';
import type { EventBus } from '../realtime/eventBus';
import type { Ledger, MoneyPosting, TonsPosting } from './ledger';

/** What a write can do besides SQL: post to the ledgers and queue socket pushes. */
export interface WriteScope {
  postMoney(posting: MoneyPosting): Promise<bigint>;
  postTons(posting: TonsPosting): Promise<bigint>;
  /** Sent once the transaction has committed, never when it rolls back. */
  push(memberId: number, push: SocketPushInput): void;
  /** Sent to every open socket once the transaction has committed. */
  broadcast(push: SocketPushInput): void;
}

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
      const touched = new Set<number>();
      const result = await work({
        postMoney(posting) {
          touched.add(posting.memberId);
          return ledger.postMoney(posting, now);
        },
        postTons(posting) {
          touched.add(posting.memberId);
          return ledger.postTons(posting, now);
        },
        push(memberId, push) {
          pushes.push({ memberId, push });
        },
        broadcast(push) {
          broadcasts.push(push);
        },
      });
      // Balances are read only for a member whose socket may be open to send them to.
      const balances: { memberId: number; push: SocketPushInput }[] = [];
      for (const memberId of touched)
        if (events.mayListen(memberId))
          balances.push({ memberId, push: await ledger.balances(memberId) });
      data.afterCommit(() => {
        for (const { memberId, push } of [...balances, ...pushes]) events.publish(memberId, push);
        for (const push of broadcasts) events.broadcast(push);
      });
      return result;
    });
  };
}

export type UnitOfWork = ReturnType<typeof createUnitOfWork>;
