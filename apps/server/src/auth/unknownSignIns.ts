import { createHash } from 'node:crypto';
import { subDays } from 'date-fns';
import { passwordAttempt } from '@carbonmarket/domain';
import type { VisitorType } from '@carbonmarket/domain';
import type { Data } from '../db/data';

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
export function createUnknownSignIns(data: Data) {
  const keyOf = (visitorType: VisitorType, email: string) =>
    createHash('sha256').update(`${visitorType}\n${email}`).digest('base64url');
  const store = (key: string, failed: number, locked: number, at: string) =>
    data
      .q()
      .insertInto('unknown_sign_ins')
      .values({ key_hash: key, failed_logins: failed, locked, last_failed_at: at })
      .onConflict((oc) =>
        oc.column('key_hash').doUpdateSet({ failed_logins: failed, locked, last_failed_at: at }),
      )
      .execute();

  return {
    /** Counts a wrong password for `email` under `visitorType`, and says what to answer. */
    async refuse(
      email: string,
      visitorType: VisitorType,
      now: Date,
    ): Promise<UnknownSignInRefusal> {
      const key = keyOf(visitorType, email);
      return data.transaction(async () => {
        await data
          .q()
          .deleteFrom('unknown_sign_ins')
          .where('last_failed_at', '<=', subDays(now, UNKNOWN_SIGN_IN_DAYS).toISOString())
          .execute();
        // The address's row exists before it is read: on PostgreSQL the read below locks it, and a
        // lock asked of a row not there yet holds nothing, so two first guesses would both count
        // from nothing. A second insert waits for the first's commit, then finds the row.
        await data
          .q()
          .insertInto('unknown_sign_ins')
          .values({ key_hash: key, failed_logins: 0, locked: 0, last_failed_at: now.toISOString() })
          .onConflict((oc) => oc.column('key_hash').doNothing())
          .execute();
        // Locked on PostgreSQL so that parallel guesses at one address are counted one by one.
        let read = data
          .q()
          .selectFrom('unknown_sign_ins')
          .select(['failed_logins', 'locked'])
          .where('key_hash', '=', key);
        if (data.engine === 'postgres') read = read.forUpdate();
        const before = await read.executeTakeFirst();
        // Locked: every attempt is refused and counted, as an account's are.
        if (before?.locked === 1) {
          await store(key, before.failed_logins + 1, 1, now.toISOString());
          return 'LOGIN_ATTEMPTS_EXCEEDED';
        }
        const attempt = passwordAttempt(before?.failed_logins ?? 0, false);
        await store(key, attempt.failed, attempt.kind === 'lock' ? 1 : 0, now.toISOString());
        return attempt.kind === 'wrong' ? attempt.attemptsLeft : 'LOGIN_ATTEMPTS_EXCEEDED';
      });
    },

    /**
     * Forgets the count of an address that now has an account of `visitorType`, inside the
     * registration's transaction: from then on the account's own count answers for it.
     */
    async forget(email: string, visitorType: VisitorType): Promise<void> {
      await data
        .q()
        .deleteFrom('unknown_sign_ins')
        .where('key_hash', '=', keyOf(visitorType, email))
        .execute();
    },
  };
}
