import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Viewer } from '../access/access';
import { tons } from '../money/tons';
import {
  allocateFinalTons,
  canPayFinal,
  finalPaymentDeadline,
  finalPaymentReason,
  isBookingOverdue,
} from './presaleRules';

const setAt = new Date('2026-11-20T02:00:00Z');
const deadline = new Date('2026-11-27T02:00:00Z');

describe('allocateFinalTons', () => {
  it('gives every booking what it booked when the final tons cover all bookings', () => {
    expect(allocateFinalTons(tons('10'), tons('100'), tons('100')).toString()).toBe('10');
    expect(allocateFinalTons(tons('10'), tons('100'), tons('500')).toString()).toBe('10');
  });

  it('shares a shortfall in proportion, rounding down to the thousandth', () => {
    expect(allocateFinalTons(tons('10'), tons('100'), tons('90')).toString()).toBe('9');
    expect(allocateFinalTons(tons('1'), tons('3'), tons('2')).toString()).toBe('0.666');
    expect(allocateFinalTons(tons('0'), tons('3'), tons('2')).toString()).toBe('0');
    expect(allocateFinalTons(tons('3'), tons('0'), tons('2')).toString()).toBe('0');
  });

  it('never hands out more than the final tons nor more than a booking booked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 400_000 }),
        (bookings, final) => {
          const total = tons(BigInt(bookings.reduce((a, b) => a + b, 0)));
          const shares = bookings.map((b) =>
            allocateFinalTons(tons(BigInt(b)), total, tons(BigInt(final))),
          );
          const sum = shares.reduce((acc, s) => acc.plus(s.decimal), tons('0').decimal);
          expect(sum.lessThanOrEqualTo(Math.max(final, 0))).toBe(true);
          shares.forEach((s, i) =>
            expect(s.decimal.lessThanOrEqualTo(bookings[i] ?? 0)).toBe(true),
          );
        },
      ),
    );
  });
});

describe('finalPaymentDeadline', () => {
  it('is whole days after the final price was set', () => {
    expect(finalPaymentDeadline(setAt, 7)).toEqual(deadline);
    expect(() => finalPaymentDeadline(setAt, 0)).toThrow(RangeError);
    expect(() => finalPaymentDeadline(setAt, 1.5)).toThrow(RangeError);
  });
});

describe('final payment', () => {
  const pending = {
    status: 'pending_final_payment' as const,
    finalPaymentDeadline: deadline,
    forfeited: false,
  };
  it('is open before the deadline only', () => {
    expect(finalPaymentReason(pending, setAt)).toBeNull();
    expect(finalPaymentReason(pending, new Date(deadline.getTime() - 1))).toBeNull();
    expect(finalPaymentReason(pending, deadline)).toBe('FINAL_PAYMENT_EXPIRED');
    expect(finalPaymentReason({ ...pending, forfeited: true }, setAt)).toBe(
      'FINAL_PAYMENT_EXPIRED',
    );
  });

  it('is refused before the final price is set and once paid', () => {
    expect(
      finalPaymentReason(
        { status: 'applying', finalPaymentDeadline: null, forfeited: false },
        setAt,
      ),
    ).toBe('OPERATION_FAILED');
    expect(finalPaymentReason({ ...pending, status: 'final_payment_made' }, deadline)).toBe(
      'OPERATION_FAILED',
    );
  });

  it('marks overdue bookings once, from the deadline on', () => {
    expect(isBookingOverdue(pending, setAt)).toBe(false);
    expect(isBookingOverdue(pending, deadline)).toBe(true);
    expect(isBookingOverdue({ ...pending, forfeited: true }, deadline)).toBe(false);
    expect(isBookingOverdue({ ...pending, status: 'final_payment_made' }, deadline)).toBe(false);
    expect(isBookingOverdue({ ...pending, finalPaymentDeadline: null }, deadline)).toBe(false);
  });

  it('may not be paid by guests, locked or risk-flagged accounts', () => {
    const member: Viewer = { visitorType: 'personal', risk: false, level: 'P0', locked: false };
    expect(canPayFinal(member)).toEqual({ ok: true });
    expect(canPayFinal({ ...member, risk: true })).toEqual({
      ok: false,
      reason: 'RISK_ACCOUNT_RESTRICTED',
    });
    expect(canPayFinal({ ...member, locked: true })).toMatchObject({ reason: 'ACCOUNT_LOCKED' });
  });
});
