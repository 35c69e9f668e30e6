import { createHash } from 'node:crypto';
import type { Database as Db } from 'better-sqlite3';
import { subDays } from 'date-fns';
import { passwordAttempt } from '@carbonmarket/domain';
import type { VisitorType } from '@carbonmarket/domain';
import { writeTransaction } from '../db/openDatabase';

/**
 * How long the count for an address without an account is kept after its last wrong password. An
 * account's count is kept until its right password or a reset; this one has neither, so it is
 * forgotten after a month: what waiting that long tells is written down in ADR 037.
 */
export const UNKNOWN_SIGN_IN_DAYS = 30;

/** A refused sign-in for an address without an account: the attempts left, or the lock. */
export type UnknownSignInRefusal = number | 'LOGIN_ATTEMPTS_EXCEEDED';

/**
 * Wrong passwords for addresses that have no account of the visitor type asked for, counted as an
 * account's are (five lock it), so that a sign-in answers an unknown address exactly as it answers
 * a known one with a wrong password (ADR 037). Each count is decided in one write transaction, so
 * parallel guesses are counted one by one.
 */
export function createUnknownSignIns(db: Db) {
  const keyOf = (visitorType: VisitorType, email: string) =>
    createHash('sha256').update(`${visitorType}\n${email}`).digest('base64url');
  const countOf = db.prepare<[string], { failed_logins: number; locked: number }>(
    'SELECT failed_logins, locked FROM unknown_sign_ins WHERE key_hash = ?',
  );
  const store = db.prepare(
    `INSERT INTO unknown_sign_ins (key_hash, failed_logins, locked, last_failed_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (key_hash) DO UPDATE SET failed_logins = excluded.failed_logins,
       locked = excluded.locked, last_failed_at = excluded.last_failed_at`,
  );
  const forgetBefore = db.prepare('DELETE FROM unknown_sign_ins WHERE last_failed_at <= ?');
  const forgetKey = db.prepare('DELETE FROM unknown_sign_ins WHERE key_hash = ?');

  return {
    /** Counts a wrong password for `email` under `visitorType`, and says what to answer. */
    refuse(email: string, visitorType: VisitorType, now: Date): UnknownSignInRefusal {
      const key = keyOf(visitorType, email);
      return writeTransaction(db, () => {
        forgetBefore.run(subDays(now, UNKNOWN_SIGN_IN_DAYS).toISOString());
        const before = countOf.get(key);
        // Locked: every attempt is refused and counted, as an account's are.
        if (before?.locked === 1) {
          store.run(key, before.failed_logins + 1, 1, now.toISOString());
          return 'LOGIN_ATTEMPTS_EXCEEDED';
        }
        const attempt = passwordAttempt(before?.failed_logins ?? 0, false);
        store.run(key, attempt.failed, attempt.kind === 'lock' ? 1 : 0, now.toISOString());
        return attempt.kind === 'wrong' ? attempt.attemptsLeft : 'LOGIN_ATTEMPTS_EXCEEDED';
      });
    },

    /**
     * Forgets the count of an address that now has an account of `visitorType`, inside the
     * registration's transaction: from then on the account's own count answers for it.
     */
    forget(email: string, visitorType: VisitorType): void {
      forgetKey.run(keyOf(visitorType, email));
    },
  };
}
