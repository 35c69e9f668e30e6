import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_BUSINESS_CONFIG } from '../config/defaults';
import { compare, fromCents, money, ZERO_MONEY, add } from '../money/money';
import {
  amountWithinBounds,
  dailyWithdrawalLeft,
  payoutClosedReason,
  withdrawalsClosedReason,
  singaporeDay,
  withdrawalEligibility,
  withdrawalQuote,
} from './withdrawalRules';

const limits = DEFAULT_BUSINESS_CONFIG.withdrawal;
// Friday 20 November 2026, 10:00 in Singapore.
const friday = new Date('2026-11-20T02:00:00.000Z');
const facts = (
  amount: string,
  extra: { withdrawnToday?: string; available?: string; now?: Date } = {},
) => ({
  amount: money(amount),
  now: extra.now ?? friday,
  limits,
  withdrawnToday: money(extra.withdrawnToday ?? '0'),
  available: money(extra.available ?? '1000000'),
});

describe('withdrawal eligibility', () => {
  it('allows a working-day withdrawal within every limit, with a 1 % fee of at least 2 SGD', () => {
    const verdict = withdrawalEligibility(facts('1000'));
    expect(verdict.ok).toBe(true);
    if (!verdict.ok) return;
    expect(verdict.fee.toString()).toBe('10.00');
    expect(verdict.net.toString()).toBe('990.00');
    const small = withdrawalEligibility(facts('50'));
    expect(small.ok && small.fee.toString()).toBe('2.00');
  });

  it('is closed on Saturday and Sunday in Singapore, even when it is Friday in UTC', () => {
    // Saturday 00:30 in Singapore is Friday 16:30 UTC.
    expect(
      withdrawalEligibility(facts('100', { now: new Date('2026-11-20T16:30:00.000Z') })),
    ).toEqual({
      ok: false,
      reason: 'WITHDRAWAL_CLOSED_SATURDAY',
    });
    expect(
      withdrawalEligibility(facts('100', { now: new Date('2026-11-22T04:00:00.000Z') })),
    ).toEqual({
      ok: false,
      reason: 'WITHDRAWAL_CLOSED_SUNDAY',
    });
    // Monday 00:30 in Singapore is Sunday 16:30 UTC: open.
    expect(
      withdrawalEligibility(facts('100', { now: new Date('2026-11-22T16:30:00.000Z') })).ok,
    ).toBe(true);
  });

  it('checks the minimum and the maximum per request, both inclusive', () => {
    expect(withdrawalEligibility(facts('49.99'))).toEqual({
      ok: false,
      reason: 'AMOUNT_BELOW_MINIMUM',
    });
    expect(withdrawalEligibility(facts('50')).ok).toBe(true);
    expect(withdrawalEligibility(facts('50000')).ok).toBe(true);
    expect(withdrawalEligibility(facts('50000.01'))).toEqual({
      ok: false,
      reason: 'AMOUNT_ABOVE_MAXIMUM',
    });
  });

  it('keeps the day total within the daily maximum', () => {
    expect(withdrawalEligibility(facts('50000', { withdrawnToday: '50000' })).ok).toBe(true);
    expect(withdrawalEligibility(facts('50', { withdrawnToday: '99950.01' }))).toEqual({
      ok: false,
      reason: 'DAILY_WITHDRAWAL_LIMIT_REACHED',
    });
  });

  it('never takes more than the available balance', () => {
    expect(withdrawalEligibility(facts('100', { available: '100' })).ok).toBe(true);
    expect(withdrawalEligibility(facts('100', { available: '99.99' }))).toEqual({
      ok: false,
      reason: 'INSUFFICIENT_BALANCE',
    });
  });

  it('weekend first, then bounds, then the day, then the balance', () => {
    const saturday = new Date('2026-11-21T02:00:00.000Z');
    expect(withdrawalEligibility(facts('1', { now: saturday, available: '0' }))).toMatchObject({
      reason: 'WITHDRAWAL_CLOSED_SATURDAY',
    });
    expect(withdrawalEligibility(facts('1', { available: '0' }))).toMatchObject({
      reason: 'AMOUNT_BELOW_MINIMUM',
    });
    expect(
      withdrawalEligibility(facts('100', { available: '0', withdrawnToday: '100000' })),
    ).toMatchObject({
      reason: 'DAILY_WITHDRAWAL_LIMIT_REACHED',
    });
  });

  it('an allowed withdrawal respects every limit and fee + net = amount (property)', () => {
    const cents = (max: number) => fc.bigInt({ min: 1n, max: BigInt(max) });
    fc.assert(
      fc.property(cents(6_000_000), cents(12_000_000), cents(10_000_000), (a, today, avail) => {
        const amount = fromCents(a);
        const verdict = withdrawalEligibility({
          amount,
          now: friday,
          limits,
          withdrawnToday: fromCents(today),
          available: fromCents(avail),
        });
        if (!verdict.ok) return;
        expect(compare(amount, money(limits.min))).toBeGreaterThanOrEqual(0);
        expect(compare(amount, money(limits.max))).toBeLessThanOrEqual(0);
        expect(compare(add(amount, fromCents(today)), money(limits.dailyMax))).toBeLessThanOrEqual(
          0,
        );
        expect(compare(amount, fromCents(avail))).toBeLessThanOrEqual(0);
        expect(add(verdict.fee, verdict.net).toString()).toBe(amount.toString());
        expect(compare(verdict.net, ZERO_MONEY)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('withdrawal quote and the day window', () => {
  it('quotes the fee and the net amount', () => {
    const quote = withdrawalQuote(money('123.45'), limits);
    expect([quote.amount, quote.fee, quote.net].map(String)).toEqual(['123.45', '2.00', '121.45']);
  });

  it('is the Singapore calendar day around an instant', () => {
    // 01:00 in Singapore on 21 November is still 20 November in UTC.
    const { start, end } = singaporeDay(new Date('2026-11-20T17:00:00.000Z'));
    expect(start.toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(end.toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });
});

describe('amount bounds and payouts', () => {
  it('names the bound an amount breaks', () => {
    const bounds = DEFAULT_BUSINESS_CONFIG.topUp;
    expect(amountWithinBounds(money('9.99'), bounds)).toBe('AMOUNT_BELOW_MINIMUM');
    expect(amountWithinBounds(money('10'), bounds)).toBeNull();
    expect(amountWithinBounds(money('50000'), bounds)).toBeNull();
    expect(amountWithinBounds(money('50000.01'), bounds)).toBe('AMOUNT_ABOVE_MAXIMUM');
  });

  it('pays out on working days only', () => {
    expect(payoutClosedReason(friday)).toBeNull();
    expect(payoutClosedReason(new Date('2026-11-21T02:00:00.000Z'))).toBe(
      'WITHDRAWAL_CLOSED_SATURDAY',
    );
    expect(payoutClosedReason(new Date('2026-11-22T02:00:00.000Z'))).toBe(
      'WITHDRAWAL_CLOSED_SUNDAY',
    );
  });

  it('closes requests from Saturday 00:00 to Sunday 23:59 Singapore time', () => {
    expect(withdrawalsClosedReason(new Date('2026-11-20T15:59:59.000Z'))).toBeNull();
    expect(withdrawalsClosedReason(new Date('2026-11-20T16:00:00.000Z'))).toBe(
      'WITHDRAWAL_CLOSED_SATURDAY',
    );
    expect(withdrawalsClosedReason(new Date('2026-11-22T15:59:59.000Z'))).toBe(
      'WITHDRAWAL_CLOSED_SUNDAY',
    );
    expect(withdrawalsClosedReason(new Date('2026-11-22T16:00:00.000Z'))).toBeNull();
  });

  it('leaves the daily limit less what was asked for today, never below zero', () => {
    expect(dailyWithdrawalLeft(limits, ZERO_MONEY).toString()).toBe('100000.00');
    expect(dailyWithdrawalLeft(limits, money('99950.50')).toString()).toBe('49.50');
    expect(dailyWithdrawalLeft(limits, money('100000')).toString()).toBe('0.00');
    expect(dailyWithdrawalLeft({ ...limits, dailyMax: '500' }, money('600')).toString()).toBe(
      '0.00',
    );
  });
});
