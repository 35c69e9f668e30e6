import type { OperatorRole } from '@carbonmarket/domain/contract';
import type { Data } from '../db/data';
import { newToken, tokenHash } from '../auth/tokens';
import { lastSeenIsStale, sessionEnded } from '../auth/sessionLifetime';
import type { SessionLifetime } from '../auth/sessionLifetime';

/**
 * An operator's session is shorter than a member's (ADR 051): it ends after 15 minutes unused
 * and 8 hours (a working day) after signing in, however busy.
 */
export const OPERATOR_SESSION_LIFETIME: SessionLifetime = {
  idleMs: 15 * 60_000,
  lifetimeMs: 8 * 60 * 60_000,
};

/** The operator behind a console request. */
export interface SignedInOperator {
  operatorId: number;
  role: OperatorRole;
  tokenHash: string;
}

/** The console's sessions, kept apart from members': a member's token is no operator's. */
export function createOperatorSessions(data: Data, lifetime = OPERATOR_SESSION_LIFETIME) {
  return {
    lifetime,

    /** Opens a session; inside the sign-in's transaction. */
    async open(operatorId: number, now: Date): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(now.getTime() + lifetime.lifetimeMs);
      await data
        .q()
        .insertInto('operator_sessions')
        .values({
          token_hash: tokenHash(token),
          operator_id: operatorId,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          ended_at: null,
        })
        .execute();
      return { token, expiresAt };
    },

    /**
     * The operator a token belongs to: null for a token that is no operator's session at all,
     * 'ended' for one that was and is over (expired, idle, signed out, or its operator no longer
     * active).
     */
    async operatorFor(token: string, now: Date): Promise<SignedInOperator | 'ended' | null> {
      const hash = tokenHash(token);
      const row = await data
        .q()
        .selectFrom('operator_sessions')
        .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
        .select([
          'operator_sessions.operator_id',
          'operator_sessions.created_at',
          'operator_sessions.last_seen_at',
          'operator_sessions.ended_at',
          'operators.role',
          'operators.status',
        ])
        .where('operator_sessions.token_hash', '=', hash)
        .executeTakeFirst();
      if (!row) return null;
      if (row.ended_at !== null || row.status !== 'active' || sessionEnded(row, now, lifetime))
        return 'ended';
      if (lastSeenIsStale(row, now))
        await data
          .q()
          .updateTable('operator_sessions')
          .set({ last_seen_at: now.toISOString() })
          .where('token_hash', '=', hash)
          .execute();
      return { operatorId: Number(row.operator_id), role: row.role, tokenHash: hash };
    },

    /** Ends one session. */
    end: (hash: string, now: Date) =>
      data
        .q()
        .updateTable('operator_sessions')
        .set({ ended_at: now.toISOString() })
        .where('token_hash', '=', hash)
        .where('ended_at', 'is', null)
        .execute(),

    /** Ends every session of an operator (disabled, enrolling again). */
    endAll: (operatorId: number, now: Date) =>
      data
        .q()
        .updateTable('operator_sessions')
        .set({ ended_at: now.toISOString() })
        .where('operator_id', '=', operatorId)
        .where('ended_at', 'is', null)
        .execute(),
  };
}

export type OperatorSessions = ReturnType<typeof createOperatorSessions>;
