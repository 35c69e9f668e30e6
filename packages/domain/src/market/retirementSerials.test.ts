import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CARBON_REGISTRIES } from '../model/carbonRegistry';
import { fromMilliTons, tons } from '../money/tons';
import {
  SERIAL_DIGITS,
  formatSerial,
  formatSerialRange,
  nextSerialRange,
  parseSerialRange,
  rangesOverlap,
  serialCount,
  serialPrefix,
} from './retirementSerials';
import type { SerialRange } from './retirementSerials';

const verra = { registry: 'verra' as const, registryId: '1748' };

describe('serial prefix and format', () => {
  it('names the project, its registry and ID when registered, and its vintage', () => {
    expect(serialPrefix({ projectId: 12, registration: verra, vintage: 2024 })).toBe(
      'CM-12-VCS-1748-2024',
    );
    expect(
      serialPrefix({
        projectId: 3,
        registration: { registry: 'gold_standard', registryId: 'GS-7.1' },
        vintage: 2021,
      }),
    ).toBe('CM-3-GS-GS-7.1-2021');
    expect(serialPrefix({ projectId: 12, registration: null, vintage: 2024 })).toBe('CM-12-2024');
  });

  it('pads numbers to nine digits', () => {
    expect(SERIAL_DIGITS).toBe(9);
    expect(formatSerial('CM-12-2024', 7)).toBe('CM-12-2024-000000007');
    expect(formatSerialRange('CM-12-VCS-1748-2024', { start: 1, end: 10 })).toBe(
      'CM-12-VCS-1748-2024-000000001-000000010',
    );
    expect(formatSerialRange('CM-1-2024', { start: 5, end: 5 })).toBe(
      'CM-1-2024-000000005-000000005',
    );
  });

  it('reads back only what it writes', () => {
    expect(parseSerialRange('CM-12-VCS-1748-2024-000000001-000000010')).toEqual({
      prefix: 'CM-12-VCS-1748-2024',
      range: { start: 1, end: 10 },
    });
    for (const bad of [
      '',
      'CM-12-2024-1-10',
      'CM-12-2024-000000010-000000001',
      'CM-12-2024-000000000-000000001',
      'XX-12-2024-000000001-000000002',
      'CM-12-2024-000000001',
    ])
      expect(parseSerialRange(bad), bad).toBeNull();
  });

  it('writes and reads back any project, registration and range (property)', () => {
    const registration = fc.option(
      fc.record({
        registry: fc.constantFrom(...CARBON_REGISTRIES),
        registryId: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$/),
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        registration,
        fc.integer({ min: 1990, max: 2100 }),
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (projectId, reg, vintage, start, size) => {
          const prefix = serialPrefix({ projectId, registration: reg, vintage });
          const range = { start, end: start + size };
          const text = formatSerialRange(prefix, range);
          expect(text).toMatch(/^[\x21-\x7e]+$/);
          expect(parseSerialRange(text)).toEqual({ prefix, range });
        },
      ),
    );
  });

  it('sorts as text in number order (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999_999 }),
        fc.integer({ min: 1, max: 999_999_999 }),
        (a, b) => {
          const order = Math.sign(a - b);
          const [x, y] = [formatSerial('CM-1-2024', a), formatSerial('CM-1-2024', b)];
          expect(Math.sign(x.localeCompare(y, 'en'))).toBe(order);
        },
      ),
    );
  });
});

describe('nextSerialRange', () => {
  it('continues after the last serial, one number per ton', () => {
    expect(nextSerialRange(0, tons('10'))).toEqual({ start: 1, end: 10 });
    expect(nextSerialRange(10, tons('1'))).toEqual({ start: 11, end: 11 });
  });

  it('refuses fractions, nothing and a bad last serial', () => {
    expect(() => nextSerialRange(0, tons('0'))).toThrow(RangeError);
    expect(() => nextSerialRange(0, tons('1.5'))).toThrow(RangeError);
    expect(() => nextSerialRange(-1, tons('1'))).toThrow(RangeError);
    expect(() => nextSerialRange(Number.MAX_SAFE_INTEGER, tons('1'))).toThrow(RangeError);
  });

  it('hands out ranges that never overlap, leave no gap and count the tons (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5_000 }), { maxLength: 60 }), (wholes) => {
        const ranges: SerialRange[] = [];
        let last = 0;
        for (const n of wholes) {
          const range = nextSerialRange(last, fromMilliTons(n * 1000));
          expect(serialCount(range)).toBe(n);
          expect(range.start).toBe(last + 1);
          last = range.end;
          ranges.push(range);
        }
        for (const [i, a] of ranges.entries())
          for (const b of ranges.slice(i + 1)) expect(rangesOverlap(a, b)).toBe(false);
        expect(last).toBe(wholes.reduce((sum, n) => sum + n, 0));
      }),
    );
  });
});

describe('rangesOverlap', () => {
  it('is true when two ranges share a number', () => {
    expect(rangesOverlap({ start: 1, end: 10 }, { start: 10, end: 12 })).toBe(true);
    expect(rangesOverlap({ start: 1, end: 10 }, { start: 11, end: 12 })).toBe(false);
    expect(rangesOverlap({ start: 5, end: 5 }, { start: 1, end: 9 })).toBe(true);
  });
});
