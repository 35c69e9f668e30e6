import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PROJECT_STATUSES, WITHDRAWAL_STATUSES } from './status';
import {
  ORDER_TRANSITIONS,
  PROJECT_TRANSITIONS,
  WITHDRAWAL_TRANSITIONS,
  canTransition,
} from './transitions';

describe('status transitions', () => {
  it('cover every status', () => {
    expect(Object.keys(WITHDRAWAL_TRANSITIONS).sort()).toEqual([...WITHDRAWAL_STATUSES].sort());
    expect(Object.keys(ORDER_TRANSITIONS).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(Object.keys(PROJECT_TRANSITIONS).sort()).toEqual([...PROJECT_STATUSES].sort());
  });

  it('allow the normal paths', () => {
    expect(canTransition(WITHDRAWAL_TRANSITIONS, 'processing', 'refused')).toBe(true);
    expect(canTransition(ORDER_TRANSITIONS, 'applying', 'pending_final_payment')).toBe(true);
    expect(canTransition(ORDER_TRANSITIONS, 'pending_final_payment', 'final_payment_made')).toBe(
      true,
    );
    expect(canTransition(PROJECT_TRANSITIONS, 'presale', 'reservation_waiting')).toBe(true);
    expect(canTransition(PROJECT_TRANSITIONS, 'in_progress', 'full')).toBe(true);
  });

  it('refuse going back or leaving a final status', () => {
    expect(canTransition(WITHDRAWAL_TRANSITIONS, 'completed', 'processing')).toBe(false);
    expect(canTransition(WITHDRAWAL_TRANSITIONS, 'refused', 'completed')).toBe(false);
    expect(canTransition(ORDER_TRANSITIONS, 'completed', 'applying')).toBe(false);
    expect(canTransition(PROJECT_TRANSITIONS, 'closed', 'in_progress')).toBe(false);
    expect(canTransition(PROJECT_TRANSITIONS, 'ended', 'in_progress')).toBe(false);
  });

  it('never list a status as its own successor', () => {
    for (const table of [WITHDRAWAL_TRANSITIONS, ORDER_TRANSITIONS, PROJECT_TRANSITIONS] as Record<
      string,
      readonly string[]
    >[]) {
      for (const [from, targets] of Object.entries(table))
        expect(targets, from).not.toContain(from);
    }
  });
});
