import type { AuditEvent } from '../auditTypes';

/**
 * What an entry lays out while the trail loads: one line where a loaded entry has one, drawn as
 * bars (`SkeletonOutline`), never read.
 */
export const PLACEHOLDER_EVENT: AuditEvent = {
  id: 0,
  at: new Date(0),
  actor: { kind: 'operator', operatorId: 0, name: 'Operator name', email: 'operator@example.sg' },
  action: 'admin.approveWithdrawal',
  targetType: 'withdrawal',
  targetId: 0,
  before: null,
  after: null,
  input: {},
  reason: null,
};
