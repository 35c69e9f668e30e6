import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { money } from '../money/money';
import { readPayNowPayload } from './payNowQr';
import { suggestedTopUp, topUpPayBy, topUpPayableUntil, topUpPayload } from './topUpRules';

const LIMITS = { min: '10', max: '50000' };
const PAYEE = { uen: '202600001K', name: 'Carbon Market Demo Ltd', city: 'Singapore' };

describe('topUpPayBy', () => {
  it('is the last minute of the payable day: 23:59 in Singapore', () => {
    const until = topUpPayableUntil(new Date('2026-11-20T01:58:00Z'));
    expect(topUpPayBy(until).toISOString()).toBe('2026-11-21T15:59:00.000Z');
  });
});

describe('topUpPayableUntil', () => {
  it('is the end of the next day in Singapore, whatever the time of day it was opened', () => {
    // 27 November, 00:00 and 23:59 in Singapore: payable to the end of the 28th.
    expect(topUpPayableUntil(new Date('2026-11-26T16:00:00Z')).toISOString()).toBe(
      '2026-11-28T16:00:00.000Z',
    );
    expect(topUpPayableUntil(new Date('2026-11-27T15:59:59Z')).toISOString()).toBe(
      '2026-11-28T16:00:00.000Z',
    );
    // 16:00 UTC on the 27th is already the 28th in Singapore.
    expect(topUpPayableUntil(new Date('2026-11-27T16:00:00Z')).toISOString()).toBe(
      '2026-11-29T16:00:00.000Z',
    );
  });

  it('leaves between one and two days to pay', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (openedAt) => {
          const left = topUpPayableUntil(openedAt).getTime() - openedAt.getTime();
          expect(left).toBeGreaterThan(24 * 3_600_000);
          expect(left).toBeLessThanOrEqual(48 * 3_600_000);
        },
      ),
    );
  });
});

describe('suggestedTopUp', () => {
  it('rounds the shortfall up to the next whole dollar', () => {
    expect(suggestedTopUp(money('32.01'), LIMITS)?.toString()).toBe('33.00');
    expect(suggestedTopUp(money('32.00'), LIMITS)?.toString()).toBe('32.00');
    expect(suggestedTopUp(money('1234.5'), LIMITS)?.toString()).toBe('1235.00');
  });

  it('suggests at least the smallest top-up, and nothing one top-up cannot cover', () => {
    expect(suggestedTopUp(money('0.40'), LIMITS)?.toString()).toBe('10.00');
    expect(suggestedTopUp(money('50000'), LIMITS)?.toString()).toBe('50000.00');
    expect(suggestedTopUp(money('50000.01'), LIMITS)).toBeNull();
  });
});

describe('topUpPayload', () => {
  it('carries the amount, the reference and the last payable day of the top-up', () => {
    const read = readPayNowPayload(
      topUpPayload(
        {
          amount: money('33'),
          reference: 'CM7QK2M9XH4P',
          createdAt: new Date('2026-11-27T15:59:59Z'),
        },
        PAYEE,
      ),
    );
    expect(read.crcValid).toBe(true);
    expect(read.fields.get('54')).toBe('33.00');
    expect(read.fields.get('59')).toBe('Carbon Market Demo Ltd');
    expect(read.fields.get('62')).toBe('0112CM7QK2M9XH4P');
    expect(read.payNow.get('02')).toBe('202600001K');
    expect(read.payNow.get('04')).toBe('20261128');
  });
});
