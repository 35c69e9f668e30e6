import { describe, expect, it } from 'vitest';
import { money } from '@carbonmarket/domain';
import { bookingTotals } from './bookingTotals';

const text = (totals: ReturnType<typeof bookingTotals>) => ({
  quantity: totals.quantity?.toString() ?? null,
  expectedTotal: totals.expectedTotal?.toString() ?? null,
  fee: totals.fee?.toString() ?? null,
});

describe('bookingTotals', () => {
  it('prices the booking and its fee exactly', () => {
    // 15 x 12.80 = 192.00; 10% of it is 19.20.
    expect(text(bookingTotals('15', money('12.80'), '10'))).toEqual({
      quantity: '15',
      expectedTotal: '192.00',
      fee: '19.20',
    });
  });
  it('rounds the fee half up to the cent', () => {
    // 3 x 7.35 = 22.05; 12.5% is 2.75625, so 2.76.
    expect(bookingTotals('3', money('7.35'), '12.5').fee?.toString()).toBe('2.76');
  });
  it('has no figures until the quantity is a positive whole number', () => {
    for (const typed of ['', '0', '1.5', 'ten'])
      expect(text(bookingTotals(typed, money('12.80'), '10')), typed).toEqual({
        quantity: null,
        expectedTotal: null,
        fee: null,
      });
  });
});
