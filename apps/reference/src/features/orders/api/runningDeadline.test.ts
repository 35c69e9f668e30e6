import { describe, expect, it } from 'vitest';
import { runningDeadline } from './runningDeadline';

const pending = (deadline: string, forfeited = false) => ({
  status: 'pending_final_payment' as const,
  forfeited,
  finalPaymentDeadline: new Date(deadline),
});

describe('runningDeadline', () => {
  it('is the latest deadline of the bookings that may still be paid', () => {
    const later = pending('2026-11-27T10:00:00Z');
    expect(runningDeadline([pending('2026-11-21T10:00:00Z'), later])).toBe(
      later.finalPaymentDeadline,
    );
  });

  it('leaves out forfeited bookings and orders without a final payment', () => {
    expect(
      runningDeadline([
        pending('2026-11-30T10:00:00Z', true),
        { status: 'final_payment_made', forfeited: false, finalPaymentDeadline: new Date() },
        { status: 'completed', forfeited: false, finalPaymentDeadline: null },
      ]),
    ).toBeUndefined();
    expect(runningDeadline([])).toBeUndefined();
  });
});
