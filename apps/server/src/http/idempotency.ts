import { createHash } from 'node:crypto';
import type { Database as Db } from 'better-sqlite3';
import { writeTransaction } from '../db/openDatabase';
import { ApiError } from '../apiError';

/** Keys a client may send: 1 to 128 visible ASCII characters (a UUID fits). */
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

/**
 * JSON with object keys sorted at every depth, so equal inputs hash equally. Values with a
 * `toJSON` (Money, Tons, Date) hash as their JSON form.
 */
function canonicalJson(input: unknown): string {
  const value: unknown =
    input !== null &&
    typeof input === 'object' &&
    typeof (input as { toJSON?: unknown }).toJSON === 'function'
      ? (input as { toJSON: () => unknown }).toJSON()
      : input;
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export type Claim = { kind: 'fresh' } | { kind: 'replay'; reply: string };

/**
 * Idempotency keys of money-moving requests, per member. The first request with a key claims it
 * and stores its reply; a replay with the same parameters gets that reply byte for byte; the same
 * key with other parameters, or while the first is still running, is refused.
 */
export function createIdempotencyStore(db: Db) {
  const find = db.prepare<
    [number, string],
    { endpoint: string; request_hash: string; reply: string | null }
  >('SELECT endpoint, request_hash, reply FROM idempotency_keys WHERE member_id = ? AND key = ?');
  const insert = db.prepare(
    'INSERT INTO idempotency_keys (member_id, key, endpoint, request_hash, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const complete = db.prepare(
    'UPDATE idempotency_keys SET reply = ? WHERE member_id = ? AND key = ?',
  );
  const release = db.prepare(
    'DELETE FROM idempotency_keys WHERE member_id = ? AND key = ? AND reply IS NULL',
  );

  return {
    /**
     * Releases the claims a crash left behind: no reply stored and no work committed under them,
     * so nothing happened and the client's retry must run. Call once, before serving. A claim whose
     * work committed but whose reply was lost stays: its retry answers REQUEST_IN_PROGRESS rather
     * than moving the money twice.
     */
    releaseAbandoned(): number {
      return db
        .prepare('DELETE FROM idempotency_keys WHERE reply IS NULL AND committed_at IS NULL')
        .run().changes;
    },

    /** Validates the header and claims the key, or returns the stored reply of a replay. */
    claim(
      memberId: number,
      key: string | undefined,
      endpoint: string,
      input: unknown,
      now: Date,
    ): Claim {
      if (key === undefined || !KEY_PATTERN.test(key))
        throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
      const hash = createHash('sha256')
        .update(`${endpoint}\n${canonicalJson(input)}`)
        .digest('hex');
      return writeTransaction(db, (): Claim => {
        const existing = find.get(memberId, key);
        if (!existing) {
          insert.run(memberId, key, endpoint, hash, now.toISOString());
          return { kind: 'fresh' };
        }
        if (existing.endpoint !== endpoint || existing.request_hash !== hash)
          throw new ApiError('IDEMPOTENCY_KEY_REUSED');
        if (existing.reply === null) throw new ApiError('REQUEST_IN_PROGRESS');
        return { kind: 'replay', reply: existing.reply };
      });
    },
    /** Stores the reply a claimed key answered with. */
    complete(memberId: number, key: string, reply: string): void {
      complete.run(reply, memberId, key);
    },
    /** Frees a claimed key whose request failed unexpectedly, so the client may retry. */
    release(memberId: number, key: string): void {
      release.run(memberId, key);
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
