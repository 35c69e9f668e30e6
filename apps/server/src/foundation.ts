import { DEFAULT_BUSINESS_CONFIG } from '@carbonmarket/domain';
import type { BusinessConfig } from '@carbonmarket/domain';
import type { Data } from './db/data';
import { LOCK_SPACE } from './db/lockSpaces';
import { createLedger } from './ledger/ledger';
import { createUnitOfWork } from './ledger/unitOfWork';
import { createEventBus } from './realtime/eventBus';
import type { EventBus } from './realtime/eventBus';
import { createPasswordHashing } from './auth/passwords';
import type { PasswordCost } from './auth/passwords';

/** What the foundation is made of: the data layer, and optionally the clock, limits and pushes. */
export interface FoundationOptions {
  /** The open, migrated database. */
  data: Data;
  /** The clock of every rule; tests pass a fixed one. */
  clock?: () => Date;
  /** Operator limits in force; the defaults of the product decisions otherwise. */
  limits?: BusinessConfig;
  /** Socket pushes; a fresh bus by default. */
  events?: EventBus;
  /**
   * What hashing a new password costs: `SCRYPT_PARAMS` unless a test server lowers it (see
   * testing/testServer.ts; the cost itself is tested in auth/hashLoad and auth/signInTiming).
   */
  passwordCost?: PasswordCost;
}

/** Decides one account's password checks one after another, on every instance. */
export interface AccountQueue {
  run<T>(memberId: number, task: () => Promise<T>): Promise<T>;
}

/**
 * What every service of the server is built on: the data layer, the clock, the limits, the
 * ledgers behind one unit of work, the socket pushes, and the queue that decides one account's
 * password checks one after another (sign-in, resets, changes, withdrawals).
 */
export function createFoundation(options: FoundationOptions) {
  const { data } = options;
  const events = options.events ?? createEventBus();
  const ledger = createLedger(data);
  const accounts: AccountQueue = {
    run: (memberId, task) => data.locks.run(LOCK_SPACE.account, memberId, task),
  };
  return {
    data,
    clock: options.clock ?? (() => new Date()),
    limits: options.limits ?? DEFAULT_BUSINESS_CONFIG,
    events,
    ledger,
    write: createUnitOfWork(data, ledger, events),
    accounts,
    hashing: createPasswordHashing(options.passwordCost),
  };
}

export type Foundation = ReturnType<typeof createFoundation>;
