import { passwordAttempt } from '@carbonmarket/domain';
import type {
  ChangeLoginPasswordForm,
  ChangeWithdrawalPasswordForm,
  WithdrawalPasswordForm,
} from '@carbonmarket/domain/contract';
import type { Data } from '../db/data';
import { ApiError } from '../apiError';
import { verifyPassword } from '../auth/passwords';
import type { PasswordHashing } from '../auth/passwords';
import type { UnitOfWork } from '../ledger/unitOfWork';
import type { MemberStore } from './memberStore';
import type { WithdrawalPasswordGuard } from './withdrawalPasswordGuard';
import type { AccountQueue } from '../foundation';

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
  data: Data,
  members: MemberStore,
  write: UnitOfWork,
  guard: WithdrawalPasswordGuard,
  accounts: AccountQueue,
  hashing: PasswordHashing,
) {
  const changeLogin = async (caller: Caller, form: ChangeLoginPasswordForm, now: Date) => {
    const member = await members.get(caller.memberId);
    const correct = await matches(form.oldPassword, member.password_hash);
    const reused = correct && (await matches(form.password, member.withdrawal_password_hash));
    const newHash = correct && !reused ? await hashing.hash(form.password) : null;
    // The hashes are checked above, outside the transaction; the decision is written here.
    const outcome = await data.transaction(async (q) => {
      const { failed_logins } = await members.getLocked(caller.memberId);
      const attempt = passwordAttempt(failed_logins, correct);
      const lock = attempt.kind === 'lock';
      await q
        .updateTable('members')
        .set({ failed_logins: attempt.failed, ...(lock ? { sign_in_locked: 1 } : {}) })
        .where('id', '=', caller.memberId)
        .execute();
      if (lock) await members.revokeSessions(caller.memberId, now);
      if (attempt.kind !== 'accepted' || newHash === null) return attempt;
      await q
        .updateTable('members')
        .set({ password_hash: newHash })
        .where('id', '=', caller.memberId)
        .execute();
      await members.revokeSessions(caller.memberId, now, caller.tokenHash);
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
    const member = await members.get(caller.memberId);
    if (member.locked === 1) throw new ApiError('ACCOUNT_LOCKED');
    if (member.withdrawal_password_hash === null) throw new ApiError('WITHDRAWAL_PASSWORD_NOT_SET');
    const correct = await matches(form.oldPassword, member.withdrawal_password_hash);
    const reused = correct && (await matches(form.password, member.password_hash));
    const newHash = correct && !reused ? await hashing.hash(form.password) : null;
    const attempt = await write(now, async (scope) => {
      const result = await guard.record(scope, caller.memberId, correct, now);
      if (result.kind === 'accepted' && newHash !== null)
        await data
          .q()
          .updateTable('members')
          .set({ withdrawal_password_hash: newHash })
          .where('id', '=', caller.memberId)
          .execute();
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
      const member = await members.get(caller.memberId);
      if (member.withdrawal_password_hash !== null)
        throw new ApiError('WITHDRAWAL_PASSWORD_ALREADY_SET');
      if (await matches(form.password, member.password_hash)) throw sameAsLogin();
      const hash = await hashing.hash(form.password);
      // Set only if still unset: another request may have set it while this one was hashing.
      const set = await data
        .q()
        .updateTable('members')
        .set({ withdrawal_password_hash: hash, failed_withdrawal_passwords: 0 })
        .where('id', '=', caller.memberId)
        .where('withdrawal_password_hash', 'is', null)
        .executeTakeFirst();
      if (Number(set.numUpdatedRows) !== 1) throw new ApiError('WITHDRAWAL_PASSWORD_ALREADY_SET');
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
