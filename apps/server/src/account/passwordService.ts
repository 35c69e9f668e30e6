import type { Database as Db } from 'better-sqlite3';
import { passwordAttempt } from '@carbonmarket/domain';
import type {
  ChangeLoginPasswordForm,
  ChangeWithdrawalPasswordForm,
  WithdrawalPasswordForm,
} from '@carbonmarket/domain/contract';
import { writeTransaction } from '../db/openDatabase';
import { ApiError } from '../apiError';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { UnitOfWork } from '../ledger/unitOfWork';
import type { MemberStore } from './memberStore';
import type { WithdrawalPasswordGuard } from './withdrawalPasswordGuard';
import type { KeyedQueue } from '../auth/keyedQueue';

/** The signed-in member behind a request. */
export interface Caller {
  memberId: number;
  tokenHash: string;
}

const sameAsLogin = () =>
  new ApiError(
    'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
    {},
    { password: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN' },
  );

/** True when `password` is the one behind `hash` (false when there is no hash). */
const matches = async (password: string, hash: string | null) =>
  hash !== null && (await verifyPassword(password, hash));

/** Changing the login password, and setting and changing the withdrawal password. */
export function createPasswordService(
  db: Db,
  members: MemberStore,
  write: UnitOfWork,
  guard: WithdrawalPasswordGuard,
  accounts: KeyedQueue<number>,
) {
  const changeLogin = async (caller: Caller, form: ChangeLoginPasswordForm, now: Date) => {
    const member = members.get(caller.memberId);
    const correct = await matches(form.oldPassword, member.password_hash);
    const reused = correct && (await matches(form.password, member.withdrawal_password_hash));
    const newHash = correct && !reused ? await hashPassword(form.password) : null;
    const outcome = writeTransaction(db, () => {
      const attempt = passwordAttempt(members.get(caller.memberId).failed_logins, correct);
      const lock = attempt.kind === 'lock';
      db.prepare(
        'UPDATE members SET failed_logins = ?, sign_in_locked = CASE WHEN ? THEN 1 ELSE sign_in_locked END WHERE id = ?',
      ).run(attempt.failed, lock ? 1 : 0, caller.memberId);
      if (lock) members.revokeSessions(caller.memberId, now);
      if (attempt.kind !== 'accepted' || newHash === null) return attempt;
      db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(newHash, caller.memberId);
      members.revokeSessions(caller.memberId, now, caller.tokenHash);
      return 'changed' as const;
    });
    // Refusals are thrown after the commit, so the count of wrong passwords is kept.
    if (outcome === 'changed') return {};
    if (outcome.kind === 'lock') throw new ApiError('LOGIN_ATTEMPTS_EXCEEDED');
    if (outcome.kind === 'wrong')
      throw new ApiError('PASSWORD_ATTEMPTS_LEFT', { times: outcome.attemptsLeft });
    throw sameAsLogin();
  };

  const changeWithdrawal = async (
    caller: Caller,
    form: ChangeWithdrawalPasswordForm,
    now: Date,
  ) => {
    const member = members.get(caller.memberId);
    if (member.locked === 1) throw new ApiError('ACCOUNT_LOCKED');
    if (member.withdrawal_password_hash === null) throw new ApiError('WITHDRAWAL_PASSWORD_NOT_SET');
    const correct = await matches(form.oldPassword, member.withdrawal_password_hash);
    const reused = correct && (await matches(form.password, member.password_hash));
    const newHash = correct && !reused ? await hashPassword(form.password) : null;
    const attempt = write(now, (scope) => {
      const result = guard.record(scope, caller.memberId, correct, now);
      if (result.kind === 'accepted' && newHash !== null)
        db.prepare('UPDATE members SET withdrawal_password_hash = ? WHERE id = ?').run(
          newHash,
          caller.memberId,
        );
      return result;
    });
    guard.refuseUnlessAccepted(attempt);
    if (reused) throw sameAsLogin();
    return {};
  };

  return {
    /**
     * Changes the login password and ends every other session. A wrong current password counts
     * as a wrong login password: the fifth in a row locks the account like a failed sign-in. The
     * new one may not be the withdrawal password.
     */
    changeLoginPassword(caller: Caller, form: ChangeLoginPasswordForm, now: Date) {
      // One decision at a time per account, with sign-in: both count wrong login passwords.
      return accounts.run(caller.memberId, () => changeLogin(caller, form, now));
    },

    /** Sets the withdrawal password, once; it may not be the login password. */
    async setWithdrawalPassword(caller: Caller, form: WithdrawalPasswordForm) {
      const member = members.get(caller.memberId);
      if (member.withdrawal_password_hash !== null)
        throw new ApiError('WITHDRAWAL_PASSWORD_ALREADY_SET');
      if (await matches(form.password, member.password_hash)) throw sameAsLogin();
      const hash = await hashPassword(form.password);
      writeTransaction(db, () => {
        // Another request may have set it while this one was hashing.
        if (members.get(caller.memberId).withdrawal_password_hash !== null)
          throw new ApiError('WITHDRAWAL_PASSWORD_ALREADY_SET');
        db.prepare(
          'UPDATE members SET withdrawal_password_hash = ?, failed_withdrawal_passwords = 0 WHERE id = ?',
        ).run(hash, caller.memberId);
      });
      return {};
    },

    /**
     * Changes the withdrawal password. A wrong current one counts towards the withdrawal lock
     * (attempts left, then the account locks and the balance freezes), decided one check at a
     * time per member, as withdrawals are.
     */
    changeWithdrawalPassword(caller: Caller, form: ChangeWithdrawalPasswordForm, now: Date) {
      return accounts.run(caller.memberId, () => changeWithdrawal(caller, form, now));
    },
  };
}
