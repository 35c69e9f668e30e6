import type { z } from 'zod';
import type { auditEventWire } from '@carbonmarket/domain/contract';
import type { AuditEntry } from './auditTrail';
import type { AuditTargetType } from './auditTargets';

/** A JSON value as the wire carries it. */
type Json = z.input<typeof auditEventWire>['input'];

// The text was written by JSON.stringify (`auditTrail.ts`), so it parses to a JSON value.
const parsed = (text: string | null): Json | null =>
  text === null ? null : (JSON.parse(text) as Json);

/** An entry of the trail as the contract's `auditEventWire` reads it. */
export const auditEventView = (row: AuditEntry) => ({
  id: Number(row.id),
  at: new Date(row.at),
  actor:
    row.actor_kind === 'operator' && row.operator_id !== null
      ? {
          kind: 'operator' as const,
          operatorId: Number(row.operator_id),
          name: row.operator_name ?? '',
          email: row.operator_email ?? '',
        }
      : { kind: row.actor_kind === 'command' ? ('command' as const) : ('key' as const) },
  action: row.action,
  targetType: row.target_type as AuditTargetType | null,
  targetId: row.target_id === null ? null : Number(row.target_id),
  before: parsed(row.before_json),
  after: parsed(row.after_json),
  input: parsed(row.input_json) ?? {},
  reason: row.reason,
});
