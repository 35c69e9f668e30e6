import type { UpdateObject } from 'kysely';
import type { CreditScore, MembershipLevel } from '@carbonmarket/domain';
import type { Data } from '../db/data';
import type { Tables } from '../db/tables';
import { ApiError } from '../apiError';
import type { Ledger } from '../ledger/ledger';
import type { UnitOfWork } from '../ledger/unitOfWork';
import { profileOf } from './memberStore';
import type { MemberStore } from './memberStore';

/** Fund-record reference of money the operator unfroze. */
export const UNLOCK_REFERENCE = 'unlocked by operator';

/** What the operator sets on accounts: risk, credit score, membership, unlocking; sent codes. */
export function createAccountAdminService(
  data: Data,
  members: MemberStore,
  ledger: Ledger,
  write: UnitOfWork,
) {
  /** Updates one registered member inside a transaction and returns the profile after it. */
  const change = (memberId: number, now: Date, apply: () => Promise<void>) =>
    data.transaction(async () => {
      await members.getRegistered(memberId);
      await apply();
      return profileOf(await members.get(memberId), now);
    });
  const setOn = (memberId: number, values: UpdateObject<Tables, 'members'>) =>
    data.q().updateTable('members').set(values).where('id', '=', memberId).execute();

  return {
    /** Flags or clears the risk flag; flagging ends the member's sessions. */
    setRisk(memberId: number, risk: boolean, now: Date) {
      return change(memberId, now, async () => {
        await setOn(memberId, { risk: risk ? 1 : 0 });
        if (risk) await members.revokeSessions(memberId, now);
      });
    },

    setCreditScore(memberId: number, creditScore: CreditScore, now: Date) {
      return change(memberId, now, async () => {
        await setOn(memberId, { credit_score: creditScore });
      });
    },

    /** Sets the level and its expiry; P0 clears the expiry. No money moves. */
    setMembership(
      memberId: number,
      level: MembershipLevel,
      expiresAt: Date | null | undefined,
      now: Date,
    ) {
      return change(memberId, now, async () => {
        await setOn(memberId, {
          level,
          membership_expires_at: level === 'P0' || !expiresAt ? null : expiresAt.toISOString(),
        });
      });
    },

    /**
     * Unlocks an account: wrong login and withdrawal password counts cleared, both locks lifted
     * (the account's and the sign-in's), and frozen money returned to the available balance
     * ('unfreeze' records), in one transaction.
     */
    unlock(memberId: number, now: Date) {
      return write(now, async (scope) => {
        await members.getRegistered(memberId);
        await members.getLocked(memberId);
        await setOn(memberId, {
          locked: 0,
          sign_in_locked: 0,
          failed_logins: 0,
          failed_withdrawal_passwords: 0,
        });
        const { frozen } = await ledger.wallet(memberId);
        if (frozen > 0n) {
          const reference = UNLOCK_REFERENCE;
          await scope.postMoney({
            memberId,
            balance: 'frozen',
            cents: -frozen,
            type: 'unfreeze',
            reference,
          });
          await scope.postMoney({
            memberId,
            balance: 'available',
            cents: frozen,
            type: 'unfreeze',
            reference,
          });
        }
        return profileOf(await members.get(memberId), now);
      });
    },

    /** The last verification code sent to an email (optionally for one purpose). */
    async lastVerificationCode(email: string, purpose: 'register' | 'reset_password' | undefined) {
      const row = await data
        .q()
        .selectFrom('verification_codes')
        .select(['email', 'purpose', 'code', 'created_at', 'expires_at', 'used_at'])
        .where('email', '=', email)
        .$if(purpose !== undefined, (query) => query.where('purpose', '=', purpose ?? 'register'))
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) throw new ApiError('NOT_FOUND');
      return {
        email: row.email,
        purpose: row.purpose,
        code: row.code,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        used: row.used_at !== null,
      };
    },
  };
}
