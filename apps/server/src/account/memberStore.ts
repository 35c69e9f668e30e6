import type { z } from 'zod';
import { effectiveLevel } from '@carbonmarket/domain';
import type { memberWire } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import type { Data } from '../db/data';
import { lockedOnPostgres } from '../db/rowLock';
import type { MemberRow } from '../db/memberRow';

export type { MemberRow } from '../db/memberRow';

/** The profile as it goes on the wire (`memberWire` input). */
export type ProfileWire = z.input<typeof memberWire>;

/** The membership expiry of a row as a Date, or null. */
export const expiryOf = (row: MemberRow): Date | null =>
  row.membership_expires_at ? new Date(row.membership_expires_at) : null;

/** A member's profile as the contract sends it; the level is the one in force at `now`. */
export function profileOf(row: MemberRow, now: Date): ProfileWire {
  const expiresAt = expiryOf(row);
  const level = effectiveLevel(row.level, expiresAt, now);
  return {
    memId: row.id,
    visitorType: row.visitor_type,
    email: row.email ?? '',
    firstName: row.first_name,
    lastName: row.last_name,
    ...(row.ic_number ? { icNumber: row.ic_number } : {}),
    ...(row.company_name ? { companyName: row.company_name } : {}),
    ...(row.uen ? { uen: row.uen } : {}),
    mobile: row.mobile,
    avatarUrl: row.avatar === '' ? null : row.avatar,
    invitationCode: row.invitation_code,
    creditScore: row.credit_score,
    level,
    membershipExpiresAt: level === 'P0' ? null : (row.membership_expires_at ?? null),
    joinedAt: row.created_at,
    risk: row.risk === 1,
    locked: row.locked === 1,
    isAnswer: row.is_answer === 1,
    hasWithdrawalPassword: row.withdrawal_password_hash !== null,
  };
}

/** Reads members and ends their sessions. */
export function createMemberStore(data: Data) {
  const byId = (id: number): Promise<MemberRow | undefined> =>
    data.q().selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  return {
    /** The member, or undefined. */
    find: byId,
    /** The member, or a NOT_FOUND refusal. */
    async get(id: number): Promise<MemberRow> {
      const row = await byId(id);
      if (!row) throw new ApiError('NOT_FOUND');
      return row;
    },
    /**
     * The member, read inside a write to decide on: on PostgreSQL the row stays locked until the
     * write ends, so another instance's write to the member waits (counters, locks, names).
     */
    async getLocked(id: number): Promise<MemberRow> {
      const row = await lockedOnPostgres(
        data,
        data.q().selectFrom('members').selectAll().where('id', '=', id),
      ).executeTakeFirst();
      if (!row) throw new ApiError('NOT_FOUND');
      return row;
    },
    /** A registered (personal or corporate) member, or NOT_FOUND: what the operator may act on. */
    async getRegistered(id: number): Promise<MemberRow> {
      const row = await byId(id);
      if (!row || row.visitor_type === 'guest') throw new ApiError('NOT_FOUND');
      return row;
    },
    /** Ends every session of the member, or every one but `keepTokenHash`. */
    async revokeSessions(memberId: number, now: Date, keepTokenHash?: string): Promise<void> {
      await data
        .q()
        .updateTable('sessions')
        .set({ revoked_at: now.toISOString() })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .$if(keepTokenHash !== undefined, (query) =>
          query.where('token_hash', '<>', keepTokenHash ?? ''),
        )
        .execute();
    },
  };
}

export type MemberStore = ReturnType<typeof createMemberStore>;
