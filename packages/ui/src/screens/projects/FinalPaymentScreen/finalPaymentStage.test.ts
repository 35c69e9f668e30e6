import { describe, expect, it } from 'vitest';
import { finalPaymentStage } from './finalPaymentStage';

const deadline = new Date('2026-11-27T10:00:00+08:00');
const before = new Date('2026-11-27T09:59:59+08:00');
const booking = {
  kind: 'presale' as const,
  status: 'pending_final_payment' as const,
  finalPaymentDeadline: deadline,
  forfeited: false,
};

describe('finalPaymentStage', () => {
  it('is payable while pending, up to the deadline', () => {
    expect(finalPaymentStage(booking, before)).toBe('payable');
    expect(finalPaymentStage(booking, deadline)).toBe('forfeited');
  });
  it('is forfeited once marked, whatever the clock says', () => {
    expect(finalPaymentStage({ ...booking, forfeited: true }, before)).toBe('forfeited');
  });
  it('waits for the final price, and ends paid', () => {
    expect(finalPaymentStage({ ...booking, status: 'applying' }, before)).toBe('waiting');
    expect(finalPaymentStage({ ...booking, status: 'final_payment_made' }, deadline)).toBe('paid');
  });
  it('has nothing to pay for a purchase', () => {
    expect(finalPaymentStage({ ...booking, kind: 'purchase', status: 'completed' }, before)).toBe(
      'notPresale',
    );
  });
});
