import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, money } from './money';
import { tons } from './tons';
import {
  finalPaymentAmount,
  maxMoney,
  netWithdrawal,
  percentOf,
  presaleBookingFee,
  withdrawalFee,
} from './fees';

const config = { feePercent: '1', feeMin: '2' };

describe('withdrawal fee', () => {
  it('is 1 % with a 2 SGD minimum', () => {
    expect(withdrawalFee(money('1000'), config).toString()).toBe('10.00');
    expect(withdrawalFee(money('50'), config).toString()).toBe('2.00');
    expect(withdrawalFee(money('200'), config).toString()).toBe('2.00');
    expect(withdrawalFee(money('201'), config).toString()).toBe('2.01');
    expect(withdrawalFee(money('1234.50'), config).toString()).toBe('12.35');
  });

  it('is deducted from the amount', () => {
    expect(netWithdrawal(money('1000'), config).toString()).toBe('990.00');
    expect(netWithdrawal(money('50'), config).toString()).toBe('48.00');
  });

  it('never exceeds the amount', () => {
    expect(withdrawalFee(money('1.50'), config).toString()).toBe('1.50');
    expect(netWithdrawal(money('1.50'), config).toString()).toBe('0.00');
  });

  it('fee + net = gross for any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 10n }), (cents) => {
        const gross = money(`${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`);
        expect(add(withdrawalFee(gross, config), netWithdrawal(gross, config)).toString()).toBe(
          gross.toString(),
        );
      }),
    );
  });
});

describe('percentages and presale', () => {
  it('rounds percentages half-up', () => {
    expect(percentOf(money('0.50'), '1').toString()).toBe('0.01');
    expect(percentOf(money('0.49'), '1').toString()).toBe('0.00');
    expect(() => percentOf(money('1'), 'ten')).toThrow(RangeError);
  });

  it('books 10 % of the expected total', () => {
    expect(presaleBookingFee(money('12.50'), tons('40'), '10').toString()).toBe('50.00');
  });

  it('asks final tons x final price less the booking fee, never negative', () => {
    expect(finalPaymentAmount(tons('40'), money('13.00'), money('50')).toString()).toBe('470.00');
    expect(finalPaymentAmount(tons('1'), money('10'), money('50')).toString()).toBe('0.00');
  });

  it('maxMoney picks the larger', () => {
    expect(maxMoney(money('1'), money('2')).toString()).toBe('2.00');
  });
});
