import type { Database as Db } from 'better-sqlite3';
import { DEFAULT_BUSINESS_CONFIG } from '@carbonmarket/domain';
import type { BusinessConfig } from '@carbonmarket/domain';
import { createKeyedQueue } from './auth/keyedQueue';
import { createLedger } from './ledger/ledger';
import { createUnitOfWork } from './ledger/unitOfWork';
import { createEventBus } from './realtime/eventBus';
import type { EventBus } from './realtime/eventBus';

/** What the foundation is made of: the database, and optionally the clock, limits and pushes. */
export interface FoundationOptions {
  /** The open, migrated database. */
  db: Db;
  /** The clock of every rule; tests pass a fixed one. */
  clock?: () => Date;
  /** Operator limits in force; the defaults of the product decisions otherwise. */
  limits?: BusinessConfig;
  /** Socket pushes; a fresh bus by default. */
  events?: EventBus;
}

/**
 * What every service of the server is built on: the database, the clock, the limits, the ledgers
 * behind one unit of work, the socket pushes, and the queue that decides one account's password
 * checks one after another (sign-in, resets, changes).
 */
export function createFoundation(options: FoundationOptions) {
  const { db } = options;
  const events = options.events ?? createEventBus();
  const ledger = createLedger(db);
  return {
    db,
    clock: options.clock ?? (() => new Date()),
    limits: options.limits ?? DEFAULT_BUSINESS_CONFIG,
    events,
    ledger,
    write: createUnitOfWork(db, ledger, events),
    accounts: createKeyedQueue<number>(),
  };
}

export type Foundation = ReturnType<typeof createFoundation>;
