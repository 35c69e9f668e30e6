import { createHash } from 'node:crypto';
import type { Data } from '../db/data';
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

/** What the stored key says about a request: run it, or send its first reply again. */
export type Claim = { kind: 'fresh'; hash: string } | { kind: 'replay'; reply: string };

/**
 * The key was claimed by another request with it, which committed while this one ran (the two
 * raced). Nothing of this one was kept; the caller answers with what the other stored.
 */
export class KeyTaken extends Error {
  constructor() {
    super('The idempotency key was claimed by a concurrent request');
  }
}

interface KeyRow {
  endpoint: string;
  request_hash: string;
  reply: string | null;
}

/**
 * Idempotency keys of money-moving requests, per member. A request with a key not seen before
 * runs, and its key and reply are stored in the transaction of its write (`runOnce`), so the key,
 * the money and the reply are all kept or none. A replay with the same parameters gets that reply
 * byte for byte; the same key with other parameters is refused.
 */
export function createIdempotencyStore(data: Data) {
  const find = (memberId: number, key: string): Promise<KeyRow | undefined> =>
    data
      .q()
      .selectFrom('idempotency_keys')
      .select(['endpoint', 'request_hash', 'reply'])
      .where('member_id', '=', memberId)
      .where('key', '=', key)
      .executeTakeFirst();

  /** What a stored key means for a request with `endpoint` and `hash`. */
  const judge = (existing: KeyRow, endpoint: string, hash: string): Claim => {
    if (existing.endpoint !== endpoint || existing.request_hash !== hash)
      throw new ApiError('IDEMPOTENCY_KEY_REUSED');
    // Only a claim kept by the protocol before ADR 047, whose work committed and reply was lost.
    if (existing.reply === null) throw new ApiError('REQUEST_IN_PROGRESS');
    return { kind: 'replay', reply: existing.reply };
  };

  /** Stores the key, with its reply when it is known already; KeyTaken when another has it. */
  const insert = async (
    memberId: number,
    key: string,
    endpoint: string,
    hash: string,
    reply: string | null,
    now: Date,
  ) => {
    const q = data.q();
    // One member's money-moving requests are decided one at a time: the second waits here.
    if (data.engine === 'postgres')
      await q.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
    const inserted = await q
      .insertInto('idempotency_keys')
      .values({
        member_id: memberId,
        key,
        endpoint,
        request_hash: hash,
        reply,
        created_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.columns(['member_id', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) throw new KeyTaken();
  };

  return {
    /**
     * Removes claims the protocol before ADR 047 left without a reply and without work (a crash
     * cut them off): nothing happened under them, so the client's retry must run.
     */
    async releaseAbandoned(): Promise<number> {
      const result = await data
        .q()
        .deleteFrom('idempotency_keys')
        .where('reply', 'is', null)
        .where('committed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Validates the header and reads the key: a fresh request, or the reply of a replay. */
    async check(
      memberId: number,
      key: string | undefined,
      endpoint: string,
      input: unknown,
    ): Promise<Claim> {
      if (key === undefined || !KEY_PATTERN.test(key))
        throw new ApiError('IDEMPOTENCY_KEY_REQUIRED');
      const hash = createHash('sha256')
        .update(`${endpoint}\n${canonicalJson(input)}`)
        .digest('hex');
      const existing = await find(memberId, key);
      return existing ? judge(existing, endpoint, hash) : { kind: 'fresh', hash };
    },

    /**
     * Runs a fresh request once: its first write begins the transaction, which stores the key
     * first and the reply (`run`'s text) last, and commits them with the money. A request that
     * wrote nothing (a refusal) stores its key and reply alone. Raced by another request with the
     * same key, it answers what the other stored.
     */
    async runOnce(
      memberId: number,
      key: string,
      endpoint: string,
      hash: string,
      now: Date,
      run: () => Promise<string>,
    ): Promise<string> {
      try {
        const { result, wrote } = await data.deferred(run, {
          onBegin: () => insert(memberId, key, endpoint, hash, null, now),
          onEnd: async (q, reply) => {
            await q
              .updateTable('idempotency_keys')
              .set({ reply })
              .where('member_id', '=', memberId)
              .where('key', '=', key)
              .execute();
          },
        });
        if (!wrote) await insert(memberId, key, endpoint, hash, result, now);
        return result;
      } catch (error) {
        if (!(error instanceof KeyTaken)) throw error;
        const existing = await find(memberId, key);
        if (!existing) throw error;
        const claim = judge(existing, endpoint, hash);
        if (claim.kind !== 'replay') throw error;
        return claim.reply;
      }
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
