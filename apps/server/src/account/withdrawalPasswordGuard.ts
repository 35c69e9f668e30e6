import { passwordAttempt } from '@carbonmarket/domain';
import type { PasswordAttempt } from '@carbonmarket/domain';
import { ApiError } from '../apiError';
import type { Data } from '../db/data';
import type { Ledger } from '../ledger/ledger';
import type { WriteScope } from '../ledger/unitOfWork';
import type { MemberStore } from './memberStore';

/** One check of a withdrawal password, or none: the account was locked already. */
export type WithdrawalPasswordAttempt = PasswordAttempt | { kind: 'locked' };

/** Fund-record reference of money frozen by a withdrawal-password lock. */
export const LOCK_REFERENCE = 'withdrawal password lock';

/**
 * Counts wrong withdrawal passwords in a row. Call `record` inside the write that acts on the
 * check, and `refuseUnlessAccepted` after it commits: refusing inside would roll the count back
 * and the account would never lock. The callers decide one check at a time per member (the
 * `accounts` queue), so no check reads a count another is about to change (ADR 013).
 */
export function createWithdrawalPasswordGuard(data: Data, members: MemberStore, ledger: Ledger) {
  return {
    /**
     * Applies one check: a right password clears the count; a wrong one adds to it; the fifth
     * in a row locks the account, ends its sessions and moves the whole available balance to
     * frozen (two 'freeze' fund records).
     */
    async record(
      scope: WriteScope,
      memberId: number,
      correct: boolean,
      now: Date,
    ): Promise<WithdrawalPasswordAttempt> {
      const member = await members.getLocked(memberId);
      // Locked already (by a check decided before this one): nothing is counted or cleared, a
      // right password included; the operator lifts the lock and the frozen money together.
      if (member.locked === 1) return { kind: 'locked' };
      const attempt = passwordAttempt(member.failed_withdrawal_passwords, correct);
      const lock = attempt.kind === 'lock';
      await data
        .q()
        .updateTable('members')
        .set({ failed_withdrawal_passwords: attempt.failed, ...(lock ? { locked: 1 } : {}) })
        .where('id', '=', memberId)
        .execute();
      if (lock) {
        await members.revokeSessions(memberId, now);
        const { available } = await ledger.wallet(memberId);
        if (available > 0n) {
          await scope.postMoney({
            memberId,
            balance: 'available',
            cents: -available,
            type: 'freeze',
            reference: LOCK_REFERENCE,
          });
          await scope.postMoney({
            memberId,
            balance: 'frozen',
            cents: available,
            type: 'freeze',
            reference: LOCK_REFERENCE,
          });
        }
      }
      return attempt;
    },

    /** Throws the refusal of a wrong password: attempts left, the balance frozen, or locked. */
    refuseUnlessAccepted(attempt: WithdrawalPasswordAttempt): void {
      if (attempt.kind === 'locked') throw new ApiError('ACCOUNT_LOCKED');
      if (attempt.kind === 'wrong')
        throw new ApiError('TRADING_PASSWORD_ATTEMPTS_LEFT', { times: attempt.attemptsLeft });
      if (attempt.kind === 'lock') throw new ApiError('BALANCE_FROZEN');
    },
  };
}

export type WithdrawalPasswordGuard = ReturnType<typeof createWithdrawalPasswordGuard>;
