import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../auditTypes';
import { newestFirst } from './newestFirst';

const entry = (id: number, at: string): AuditEvent => ({
  id,
  at: new Date(at),
  actor: { kind: 'key' },
  action: 'admin.settleSales',
  targetType: null,
  targetId: null,
  before: null,
  after: { settled: 1 },
  input: {},
  reason: null,
});

describe('newestFirst', () => {
  it('orders the entries by time, the newest first, and by id within one instant', () => {
    const events = [
      entry(1, '2026-11-18T10:00:00+08:00'),
      entry(3, '2026-11-20T10:00:00+08:00'),
      entry(2, '2026-11-20T10:00:00+08:00'),
      entry(4, '2026-11-19T10:00:00+08:00'),
    ];
    expect(newestFirst(events).map((event) => event.id)).toEqual([3, 2, 4, 1]);
    expect(events.map((event) => event.id)).toEqual([1, 3, 2, 4]);
  });
});
