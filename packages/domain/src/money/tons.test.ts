import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, money } from './money';
import {
  formatTons,
  fromMilliTons,
  isWholeTons,
  multiply,
  toMilliTons,
  tonUnit,
  tons,
} from './tons';

describe('tons', () => {
  it('keeps quantities exactly, without trailing zeros', () => {
    expect(tons('3').toString()).toBe('3');
    expect(tons('2.50').toString()).toBe('2.5');
    expect(tons(12n).toString()).toBe('12');
    expect(() => tons('three')).toThrow(RangeError);
  });

  it('tells whole tons from fractions', () => {
    expect(isWholeTons(tons('3'))).toBe(true);
    expect(isWholeTons(tons('3.5'))).toBe(false);
  });

  it('multiplies a price by tons and rounds half-up to cents', () => {
    expect(multiply(money('12.34'), tons('3')).toString()).toBe('37.02');
    expect(multiply(money('0.01'), tons('0.5')).toString()).toBe('0.01');
    expect(multiply(money('0.01'), tons('0.4')).toString()).toBe('0.00');
  });

  it('formats with grouping and the unit', () => {
    expect(formatTons(tons('1250'))).toBe('1,250 t');
    expect(formatTons(tons('2.5'), 'cn')).toBe('2.5 吨');
    expect([tonUnit('en'), tonUnit('cn')]).toEqual(['t', '吨']);
    expect(formatTons(tons('2.5'), 'en')).toBe('2.5 t');
  });

  it('price x whole tons equals repeated addition', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_99 }),
        fc.integer({ min: 0, max: 500 }),
        (cents, n) => {
          const price = money(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
          const expected = BigInt(cents) * BigInt(n);
          const got = multiply(price, tons(BigInt(n)))
            .toString()
            .replace('.', '');
          expect(BigInt(got)).toBe(expected);
        },
      ),
    );
  });
});

describe('multiply splits', () => {
  it('price x (a + b) tons equals price x a + price x b for whole tons', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_99 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, a, b) => {
          const price = money(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`);
          const whole = multiply(price, tons(BigInt(a + b)));
          const parts = add(multiply(price, tons(BigInt(a))), multiply(price, tons(BigInt(b))));
          expect(whole.toString()).toBe(parts.toString());
        },
      ),
    );
  });
});

describe('scales and types', () => {
  it('keep cents for money and thousandths for tons', async () => {
    const { MONEY_SCALE } = await import('./money');
    const { TONS_SCALE, Tons } = await import('./tons');
    expect(MONEY_SCALE).toBe(2);
    expect(TONS_SCALE).toBe(3);
    expect(tons('1.23456').toString()).toBe('1.235');
    expect(tons('2')).toBeInstanceOf(Tons);
    expect(JSON.stringify({ q: tons('2.5') })).toBe('{"q":"2.5"}');
  });
});

describe('thousandths of a ton', () => {
  it('round-trips quantities through integer thousandths exactly', () => {
    expect(toMilliTons(tons('2.5'))).toBe(2500n);
    expect(fromMilliTons(2500n).toString()).toBe('2.5');
    expect(fromMilliTons(7).toString()).toBe('0.007');
  });
  it('refuses thousandths that are not safe integers', () => {
    expect(() => fromMilliTons(1.5)).toThrow(RangeError);
  });
});
