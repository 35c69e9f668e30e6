import type { Database as Db } from 'better-sqlite3';
import type { CreditScore, MembershipLevel } from '@carbonmarket/domain';
import { writeTransaction } from '../db/openDatabase';
import { ApiError } from '../apiError';
import type { Ledger } from '../ledger/ledger';
import type { UnitOfWork } from '../ledger/unitOfWork';
import { profileOf } from './memberStore';
import type { MemberStore } from './memberStore';

/** Fund-record reference of money the operator unfroze. */
export const UNLOCK_REFERENCE = 'unlocked by operator';

/** What the operator sets on accounts: risk, credit score, membership, unlocking; sent codes. */
export function createAccountAdminService(
  db: Db,
  members: MemberStore,
  ledger: Ledger,
  write: UnitOfWork,
) {
  /** Updates one registered member inside a transaction and returns the profile after it. */
  const change = (memberId: number, now: Date, apply: () => void) =>
    writeTransaction(db, () => {
      members.getRegistered(memberId);
      apply();
      return profileOf(members.get(memberId), now);
    });

  return {
    /** Flags or clears the risk flag; flagging ends the member's sessions. */
    setRisk(memberId: number, risk: boolean, now: Date) {
      return change(memberId, now, () => {
        db.prepare('UPDATE members SET risk = ? WHERE id = ?').run(risk ? 1 : 0, memberId);
        if (risk) members.revokeSessions(memberId, now);
      });
    },

    setCreditScore(memberId: number, creditScore: CreditScore, now: Date) {
      return change(memberId, now, () => {
        db.prepare('UPDATE members SET credit_score = ? WHERE id = ?').run(creditScore, memberId);
      });
    },

    /** Sets the level and its expiry; P0 clears the expiry. No money moves. */
    setMembership(
      memberId: number,
      level: MembershipLevel,
      expiresAt: Date | null | undefined,
      now: Date,
    ) {
      return change(memberId, now, () => {
        db.prepare('UPDATE members SET level = ?, membership_expires_at = ? WHERE id = ?').run(
          level,
          level === 'P0' || !expiresAt ? null : expiresAt.toISOString(),
          memberId,
        );
      });
    },

    /**
     * Unlocks an account: wrong login and withdrawal password counts cleared, both locks lifted
     * (the account's and the sign-in's), and frozen money returned to the available balance
     * ('unfreeze' records), in one transaction.
     */
    unlock(memberId: number, now: Date) {
      return write(now, (scope) => {
        members.getRegistered(memberId);
        db.prepare(
          'UPDATE members SET locked = 0, sign_in_locked = 0, failed_logins = 0, failed_withdrawal_passwords = 0 WHERE id = ?',
        ).run(memberId);
        const frozen = ledger.wallet(memberId).frozen;
        if (frozen > 0n) {
          const reference = UNLOCK_REFERENCE;
          scope.postMoney({
            memberId,
            balance: 'frozen',
            cents: -frozen,
            type: 'unfreeze',
            reference,
          });
          scope.postMoney({
            memberId,
            balance: 'available',
            cents: frozen,
            type: 'unfreeze',
            reference,
          });
        }
        return profileOf(members.get(memberId), now);
      });
    },

    /** The last verification code sent to an email (optionally for one purpose). */
    lastVerificationCode(email: string, purpose: 'register' | 'reset_password' | undefined) {
      const row = db
        .prepare<
          string[],
          {
            email: string;
            purpose: 'register' | 'reset_password';
            code: string;
            created_at: string;
            expires_at: string;
            used_at: string | null;
          }
        >(
          `SELECT email, purpose, code, created_at, expires_at, used_at FROM verification_codes
           WHERE email = ?${purpose ? ' AND purpose = ?' : ''} ORDER BY id DESC LIMIT 1`,
        )
        .get(...(purpose ? [email, purpose] : [email]));
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
