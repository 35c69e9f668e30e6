import type { Database as Db } from 'better-sqlite3';
import type { SocketPushInput } from '@carbonmarket/domain/contract';
import { writeTransaction } from '../db/openDatabase';
import type { EventBus } from '../realtime/eventBus';
import { idempotencyScope } from './idempotencyScope';
import type { Ledger, MoneyPosting, TonsPosting } from './ledger';

/** What a write can do besides SQL: post to the ledgers and queue socket pushes. */
export interface WriteScope {
  postMoney(posting: MoneyPosting): bigint;
  postTons(posting: TonsPosting): bigint;
  /** Sent once the transaction has committed, never when it rolls back. */
  push(memberId: number, push: SocketPushInput): void;
  /** Sent to every open socket once the transaction has committed. */
  broadcast(push: SocketPushInput): void;
}

/**
 * Runs `work` in one `BEGIN IMMEDIATE` transaction. Pushes queued by the work, and a `balance`
 * push for every member whose wallet or holdings it touched, are published only after the commit,
 * so a socket never reports money that was rolled back. Inside an idempotent request the claim
 * of its key is marked committed in the same transaction (see `http/idempotency.ts`).
 */
export function createUnitOfWork(db: Db, ledger: Ledger, events: EventBus) {
  const markCommitted = db.prepare(
    'UPDATE idempotency_keys SET committed_at = ? WHERE member_id = ? AND key = ? AND reply IS NULL',
  );
  return function write<T>(now: Date, work: (scope: WriteScope) => T): T {
    const pushes: { memberId: number; push: SocketPushInput }[] = [];
    const broadcasts: SocketPushInput[] = [];
    const touched = new Set<number>();
    const claimed = idempotencyScope.getStore();
    const result = writeTransaction(db, () => {
      // Committed together with the work: after a crash the claim tells whether it happened.
      if (claimed) markCommitted.run(now.toISOString(), claimed.memberId, claimed.key);
      return work({
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
    });
    // Balances are read only for a member with an open socket to send them to.
    for (const memberId of touched)
      if (events.listeners(memberId) > 0) events.publish(memberId, ledger.balances(memberId));
    for (const { memberId, push } of pushes) events.publish(memberId, push);
    for (const push of broadcasts) events.broadcast(push);
    return result;
  };
}

export type UnitOfWork = ReturnType<typeof createUnitOfWork>;
