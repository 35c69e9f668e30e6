import type { AUDIT_TARGET_TYPES } from '@carbonmarket/domain/contract';
import type { Tables } from '../db/tables';

export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The table holding each kind of audited target, by its `id`. */
export const AUDIT_TARGET_TABLES = {
  topUp: 'top_ups',
  withdrawal: 'withdrawals',
  member: 'members',
  project: 'projects',
  sale: 'sales',
  order: 'orders',
  news: 'news',
  notification: 'notifications',
  operator: 'operators',
} as const satisfies Record<AuditTargetType, keyof Tables>;

/** What an action acts on: a kind and an id, read from its input or, for a new row, its reply. */
export interface AuditTarget {
  type: AuditTargetType;
  id: number;
}

type Fields = Record<string, unknown>;

const fieldOf = (value: unknown, field: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Fields)[field] : undefined;

const idIn = (value: unknown, field: string): number | undefined => {
  const id = fieldOf(value, field);
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
};

/** Where an action's target id is: a field of its input, or of its reply (what it created). */
interface TargetRule {
  type: AuditTargetType;
  input?: string;
  reply?: (reply: unknown) => number | undefined;
}

/**
 * The target of each audited action. Actions missing here (settling every due sale, forfeiting
 * every overdue booking) act on many rows at once: their entry names no target and keeps the
 * counts their reply gives.
 */
const RULES: Readonly<Record<string, TargetRule>> = {
  'admin.confirmTopUp': { type: 'topUp', input: 'id' },
  'admin.cancelTopUp': { type: 'topUp', input: 'id' },
  'admin.completeWithdrawal': { type: 'withdrawal', input: 'id' },
  'admin.approveWithdrawal': { type: 'withdrawal', input: 'id' },
  'admin.refuseWithdrawal': { type: 'withdrawal', input: 'id' },
  'admin.setRisk': { type: 'member', input: 'memberId' },
  'admin.setCreditScore': { type: 'member', input: 'memberId' },
  'admin.setMembership': { type: 'member', input: 'memberId' },
  'admin.unlockMember': { type: 'member', input: 'memberId' },
  'admin.createProject': { type: 'project', reply: (reply) => idIn(reply, 'id') },
  'admin.updateProject': { type: 'project', input: 'id' },
  'admin.setProjectStatus': { type: 'project', input: 'id' },
  'admin.setPresaleFinal': { type: 'project', input: 'id' },
  'admin.settleSale': { type: 'sale', input: 'id' },
  'admin.publishNews': { type: 'news', reply: (reply) => idIn(reply, 'id') },
  'admin.deleteNews': { type: 'news', input: 'id' },
  'admin.publishNotification': { type: 'notification', reply: (reply) => idIn(reply, 'id') },
  'admin.inviteOperator': {
    type: 'operator',
    reply: (reply) => idIn(fieldOf(reply, 'operator'), 'id'),
  },
  'admin.reenrolOperator': { type: 'operator', input: 'operatorId' },
  'admin.disableOperator': { type: 'operator', input: 'operatorId' },
  'admin.unlockOperator': { type: 'operator', input: 'operatorId' },
};

/** The target an action names in its input, known before it runs; undefined for none. */
export function targetBefore(action: string, input: unknown): AuditTarget | undefined {
  const rule = RULES[action];
  const id = rule?.input ? idIn(input, rule.input) : undefined;
  return rule && id !== undefined ? { type: rule.type, id } : undefined;
}

/** The target of an action once it has answered: the one of its input, or the row it created. */
export function targetAfter(
  action: string,
  input: unknown,
  reply: unknown,
): AuditTarget | undefined {
  const before = targetBefore(action, input);
  if (before) return before;
  const rule = RULES[action];
  const id = rule?.reply?.(reply);
  return rule && id !== undefined ? { type: rule.type, id } : undefined;
}
