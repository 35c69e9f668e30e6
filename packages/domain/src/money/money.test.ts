import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  add,
  compare,
  formatMoney,
  isNegative,
  isZero,
  money,
  parseMoney,
  subtract,
  toCents,
  fromCents as moneyFromCents,
  ZERO_MONEY,
} from './money';

/** An amount from a whole number of cents, built as text so the test itself uses no floats. */
const fromCents = (cents: bigint): ReturnType<typeof money> => {
  const abs = cents < 0n ? -cents : cents;
  return money(`${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`);
};

describe('money', () => {
  it('keeps two decimals as plain text', () => {
    expect(money('12.3').toString()).toBe('12.30');
    expect(money('0').toString()).toBe('0.00');
    expect(money(5n).toString()).toBe('5.00');
    expect(JSON.stringify({ total: money('37.02') })).toBe('{"total":"37.02"}');
  });

  it('rounds half-up to cents', () => {
    expect(money('0.005').toString()).toBe('0.01');
    expect(money('0.004').toString()).toBe('0.00');
    expect(money('-0.005').toString()).toBe('-0.01');
    expect(money('2.675').toString()).toBe('2.68');
  });

  it('rejects text that is not a plain decimal', () => {
    for (const bad of ['', 'abc', '1e5', '1.2.3', '12,30', 'NaN', 'Infinity', '$5']) {
      expect(() => money(bad), bad).toThrow(RangeError);
    }
  });

  it('adds and subtracts without float error', () => {
    expect(add(money('0.1'), money('0.2')).toString()).toBe('0.30');
    expect(subtract(money('10'), money('10.01')).toString()).toBe('-0.01');
  });

  it('compares and tests sign', () => {
    expect(compare(money('1'), money('2'))).toBe(-1);
    expect(compare(money('2.00'), money('2'))).toBe(0);
    expect(compare(money('3'), money('2'))).toBe(1);
    expect(isZero(ZERO_MONEY)).toBe(true);
    expect(isZero(money('0.01'))).toBe(false);
    expect(isNegative(money('-0.01'))).toBe(true);
    expect(isNegative(money('-0.001'))).toBe(false);
  });

  it('formats SGD with grouping in both locales', () => {
    expect(formatMoney(money('1234.5'), 'en')).toBe('S$1,234.50');
    expect(formatMoney(money('1234.5'), 'cn')).toBe('S$1,234.50');
    expect(formatMoney(money('1234567.891'), 'en')).toBe('S$1,234,567.89');
    expect(formatMoney(money('-5'), 'en')).toBe('-S$5.00');
    expect(formatMoney(money('999.995'), 'en')).toBe('S$1,000.00');
  });

  it('parses what a person types and refuses junk', () => {
    expect(parseMoney('S$1,234.50')?.toString()).toBe('1234.50');
    expect(parseMoney(' 50 ')?.toString()).toBe('50.00');
    expect(parseMoney('$7.5')?.toString()).toBe('7.50');
    for (const bad of ['', 'abc', '1,23', '1.234', '12..3', '1e3', '--5', '5-']) {
      expect(parseMoney(bad), bad).toBeNull();
    }
  });

  it('add is exact: (a + b) - b === a for any cent amounts', () => {
    const cents = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });
    fc.assert(
      fc.property(cents, cents, (a, b) => {
        const sum = add(fromCents(a), fromCents(b));
        expect(sum.toString()).toBe(fromCents(a + b).toString());
        expect(compare(subtract(sum, fromCents(b)), fromCents(a))).toBe(0);
      }),
    );
  });

  it('formatted text always parses back to the same amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), (cents) => {
        const m = fromCents(cents);
        expect(parseMoney(formatMoney(m))?.toString()).toBe(m.toString());
      }),
    );
  });
});

describe('money properties', () => {
  const amount = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }).map((cents) => {
    const abs = cents < 0n ? -cents : cents;
    return money(
      `${cents < 0n ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`,
    );
  });

  it('add commutes', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(add(a, b).toString()).toBe(add(b, a).toString());
      }),
    );
  });

  it('add associates', () => {
    fc.assert(
      fc.property(amount, amount, amount, (a, b, c) => {
        expect(add(add(a, b), c).toString()).toBe(add(a, add(b, c)).toString());
      }),
    );
  });
});

describe('cents', () => {
  it('round-trips amounts through integer cents exactly', () => {
    expect(toCents(money('1234.56'))).toBe(123456n);
    expect(toCents(money('-0.05'))).toBe(-5n);
    expect(moneyFromCents(123456n).toString()).toBe('1234.56');
    expect(moneyFromCents(-5).toString()).toBe('-0.05');
    expect(moneyFromCents(toCents(money('99999999999.99'))).toString()).toBe('99999999999.99');
  });
  it('refuses cents that are not safe integers', () => {
    expect(() => moneyFromCents(0.5)).toThrow(RangeError);
  });
});
