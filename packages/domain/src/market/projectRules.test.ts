import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { money } from '../money/money';
import { tons } from '../money/tons';
import { currentUnitPrice, projectProgress, referenceNumber } from './projectRules';

describe('currentUnitPrice', () => {
  it('is the listed price until a presale final price is set', () => {
    expect(currentUnitPrice({ unitPrice: money('12.50'), presale: null }).toString()).toBe('12.50');
    expect(
      currentUnitPrice({ unitPrice: money('12.50'), presale: { finalUnitPrice: null } }).toString(),
    ).toBe('12.50');
    expect(
      currentUnitPrice({
        unitPrice: money('12.50'),
        presale: { finalUnitPrice: money('13.10') },
      }).toString(),
    ).toBe('13.10');
  });
});

describe('projectProgress', () => {
  it('is the whole percent sold, rounded down', () => {
    expect(projectProgress(tons('1000'), tons('1000'))).toBe(0);
    expect(projectProgress(tons('1000'), tons('999'))).toBe(0);
    expect(projectProgress(tons('1000'), tons('750'))).toBe(25);
    expect(projectProgress(tons('1000'), tons('1'))).toBe(99);
    expect(projectProgress(tons('1000'), tons('0'))).toBe(100);
    expect(projectProgress(tons('3'), tons('2'))).toBe(33);
  });

  it('clamps odd inputs', () => {
    expect(projectProgress(tons('0'), tons('0'))).toBe(0);
    expect(projectProgress(tons('10'), tons('20'))).toBe(0);
  });

  it('stays within 0..100 and reaches 100 only when nothing remains', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.nat(), (total, seed) => {
        const left = seed % (total + 1);
        const p = projectProgress(tons(BigInt(total)), tons(BigInt(left)));
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
        expect(p === 100).toBe(left === 0);
      }),
    );
  });
});

describe('referenceNumber', () => {
  it('joins a prefix, the Singapore date and the padded id', () => {
    expect(referenceNumber('CM', 42, new Date('2026-11-20T02:00:00Z'))).toBe('CM20261120000042');
    // 23:30 UTC on the 20th is already the 21st in Singapore.
    expect(referenceNumber('SL', 1234567, new Date('2026-11-20T23:30:00Z'))).toBe(
      'SL202611211234567',
    );
    expect(() => referenceNumber('CM', 0, new Date('2026-11-20T02:00:00Z'))).toThrow(RangeError);
  });
});
