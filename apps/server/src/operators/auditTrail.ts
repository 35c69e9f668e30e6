import type { Selectable } from 'kysely';
import { pageLimits, pageOf } from '@carbonmarket/domain/contract';
import type { Data } from '../db/data';
import { lockedOnPostgres } from '../db/rowLock';
import type { AuditEventsTable } from '../db/operatorTables';
import { AUDIT_TARGET_TABLES, targetAfter, targetBefore } from './auditTargets';
import type { AuditTarget, AuditTargetType } from './auditTargets';

/**
 * Who acts: a signed-in operator, automation holding the admin key, or someone at the server's
 * command line (`npm run operator:invite`).
 */
export type Actor =
  { kind: 'operator'; operatorId: number } | { kind: 'key' } | { kind: 'command' };

/** Columns never copied into the trail: passwords' and tokens' hashes, secrets. */
const HIDDEN_COLUMN = /hash|secret/;
/** Input fields never copied into the trail. */
const HIDDEN_INPUT = /password|token|code|secret/i;

const withoutHidden = (row: Record<string, unknown>, hidden: RegExp) =>
  Object.fromEntries(Object.entries(row).filter(([name]) => !hidden.test(name)));

/** JSON text of a value, or null; Buffers (uploaded bytes) are left out, big integers kept as text. */
const jsonOf = (value: unknown): string | null =>
  value === undefined || value === null
    ? null
    : JSON.stringify(value, (_key, field: unknown) => {
        if (typeof field === 'bigint') return field.toString();
        return Buffer.isBuffer(field) ? undefined : field;
      });

export interface AuditSearch {
  page: number;
  pageSize: number;
  operatorId?: number | undefined;
  action?: string | undefined;
  targetType?: AuditTargetType | undefined;
  targetId?: number | undefined;
}

/** An entry as the trail's reader answers it. */
export type AuditEntry = Selectable<AuditEventsTable> & {
  operator_name: string | null;
  operator_email: string | null;
};

/**
 * The audit trail: every change an operator or the admin key makes, written in the transaction
 * of the change itself (a change never commits without its entry, nor an entry without its
 * change), with the target's row before and after it. Entries are only ever added: the schema's
 * triggers refuse any update or deletion, whoever connects.
 */
export function createAuditTrail(data: Data) {
  /** The target's row as it stands, secrets left out; undefined when there is none. */
  const rowOf = async (target: AuditTarget): Promise<Record<string, unknown> | undefined> => {
    const table = AUDIT_TARGET_TABLES[target.type];
    const row = (await lockedOnPostgres(
      data,
      data.q().selectFrom(table).selectAll().where('id', '=', target.id),
    ).executeTakeFirst()) as Record<string, unknown> | undefined;
    return row ? withoutHidden(row, HIDDEN_COLUMN) : undefined;
  };

  const append = (entry: {
    at: Date;
    actor: Actor;
    action: string;
    target: AuditTarget | undefined;
    before: unknown;
    after: unknown;
    input: unknown;
    reason: string | null;
  }) =>
    data
      .q()
      .insertInto('audit_events')
      .values({
        at: entry.at.toISOString(),
        actor_kind: entry.actor.kind,
        operator_id: entry.actor.kind === 'operator' ? entry.actor.operatorId : null,
        action: entry.action,
        target_type: entry.target?.type ?? null,
        target_id: entry.target?.id ?? null,
        before_json: jsonOf(entry.before),
        after_json: jsonOf(entry.after),
        input_json:
          jsonOf(
            entry.input !== null && typeof entry.input === 'object'
              ? withoutHidden(entry.input as Record<string, unknown>, HIDDEN_INPUT)
              : {},
          ) ?? '{}',
        reason: entry.reason,
      })
      .execute();

  return {
    /**
     * Runs `change` (an operator's action) and records it in one transaction: the target's row
     * before (locked on PostgreSQL until the commit), the change, the row after. A change that
     * refuses records nothing, and an entry that cannot be written undoes the change.
     */
    async record<T>(
      entry: { action: string; actor: Actor; input: unknown; at: Date },
      change: () => Promise<T>,
    ): Promise<T> {
      return data.transaction(async () => {
        const known = targetBefore(entry.action, entry.input);
        const before = known ? await rowOf(known) : undefined;
        const reply = await change();
        const target = known ?? targetAfter(entry.action, entry.input, reply);
        const after = target ? await rowOf(target) : reply;
        const reason = (entry.input as { reason?: unknown } | null)?.reason;
        await append({
          ...entry,
          target,
          before,
          after,
          reason: typeof reason === 'string' ? reason : null,
        });
        return reply;
      });
    },

    /** Records an event that changes no audited row (an operator's sign-in). */
    note: (entry: { action: string; actor: Actor; at: Date; target?: AuditTarget }) =>
      append({
        ...entry,
        target: entry.target,
        before: undefined,
        after: undefined,
        input: {},
        reason: null,
      }),

    /** The trail, newest first, narrowed by operator, action or target. */
    async search(query: AuditSearch) {
      const [limit, offset] = pageLimits(query);
      let base = data.q().selectFrom('audit_events');
      if (query.operatorId !== undefined)
        base = base.where('audit_events.operator_id', '=', query.operatorId);
      if (query.action !== undefined) base = base.where('audit_events.action', '=', query.action);
      if (query.targetType !== undefined)
        base = base.where('audit_events.target_type', '=', query.targetType);
      if (query.targetId !== undefined)
        base = base.where('audit_events.target_id', '=', query.targetId);
      const [rows, count] = await Promise.all([
        base
          .leftJoin('operators', 'operators.id', 'audit_events.operator_id')
          .selectAll('audit_events')
          .select(['operators.name as operator_name', 'operators.email as operator_email'])
          .orderBy('audit_events.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return pageOf(rows as AuditEntry[], query, Number(count.total));
    },
  };
}

export type AuditTrail = ReturnType<typeof createAuditTrail>;
