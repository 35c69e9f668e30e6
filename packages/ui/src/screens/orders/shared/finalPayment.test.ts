import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@carbonmarket/domain';
import { finalPaymentState } from './finalPayment';
import type { FinalPaymentOrder } from './finalPayment';

const NOW = new Date('2026-11-20T02:00:00Z');
const deadline = new Date('2026-11-23T10:00:00Z');

const booking = (overrides: Partial<FinalPaymentOrder> = {}): FinalPaymentOrder => ({
  kind: 'presale',
  status: 'pending_final_payment',
  finalPaymentDeadline: deadline,
  forfeited: false,
  ...overrides,
});

describe('finalPaymentState', () => {
  it('gives a purchase no final payment, whatever its status', () => {
    for (const status of ORDER_STATUSES)
      expect(finalPaymentState(booking({ kind: 'purchase', status }), NOW)).toBe('none');
  });

  it('follows a booking from its final price to its payment', () => {
    expect(
      finalPaymentState(booking({ status: 'applying', finalPaymentDeadline: null }), NOW),
    ).toBe('awaitingPrice');
    expect(finalPaymentState(booking(), NOW)).toBe('due');
    expect(finalPaymentState(booking({ status: 'final_payment_made' }), NOW)).toBe('paid');
    expect(finalPaymentState(booking({ status: 'completed' }), NOW)).toBe('paid');
    expect(finalPaymentState(booking({ status: 'in_progress' }), NOW)).toBe('none');
  });

  it('reads a booking as expired at its deadline, before the server marks it forfeited', () => {
    expect(finalPaymentState(booking(), new Date(deadline.getTime() - 1))).toBe('due');
    expect(finalPaymentState(booking(), deadline)).toBe('expired');
    expect(finalPaymentState(booking({ forfeited: true }), NOW)).toBe('expired');
  });
});
