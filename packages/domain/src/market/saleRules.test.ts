import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Viewer } from '../access/access';
import { money } from '../money/money';
import { tons } from '../money/tons';
import { isSaleDue, quoteSale } from './saleRules';
import type { SaleRequest } from './saleRules';

// Friday 20 November 2026, 10:00 in Singapore.
const friday = new Date('2026-11-20T02:00:00Z');
const member: Viewer = { visitorType: 'personal', risk: false, level: 'P0', locked: false };
const request: SaleRequest = {
  viewer: member,
  kind: 'normal',
  quantity: tons('2.5'),
  held: tons('10'),
  unitPrice: money('12.34'),
  presaleSellMinLevel: 'P3',
  payoutWorkingDays: 3,
  now: friday,
};
const reason = (r: Partial<SaleRequest>) => {
  const quote = quoteSale({ ...request, ...r });
  return quote.ok ? null : quote.reason;
};

describe('quoteSale', () => {
  it('pays the current unit price x tons, three working days later', () => {
    const quote = quoteSale(request);
    expect(quote).toMatchObject({ ok: true });
    if (quote.ok) {
      expect(quote.proceeds.toString()).toBe('30.85');
      // Friday + 3 working days skips the weekend: Wednesday, same time of day.
      expect(quote.payoutAt).toEqual(new Date('2026-11-25T02:00:00Z'));
    }
  });

  it('refuses guests, locked and risk-flagged accounts', () => {
    expect(reason({ viewer: { ...member, visitorType: 'guest' } })).toBe('GUEST_RESTRICTED');
    expect(reason({ viewer: { ...member, locked: true } })).toBe('ACCOUNT_LOCKED');
    expect(reason({ viewer: { ...member, risk: true } })).toBe('RISK_ACCOUNT_RESTRICTED');
  });

  it('lets only the configured level sell presale credits', () => {
    expect(reason({ kind: 'presale' })).toBe('PRESALE_SELL_CONTACT_SERVICE');
    expect(reason({ kind: 'presale', viewer: { ...member, level: 'P3' } })).toBeNull();
    expect(reason({ kind: 'presale', presaleSellMinLevel: 'P0' })).toBeNull();
  });

  it('refuses nothing, more than held, and sales worth less than a cent', () => {
    expect(reason({ quantity: tons('0') })).toBe('QUANTITY_INVALID');
    expect(reason({ quantity: tons('10.001') })).toBe('INSUFFICIENT_CARBON_BALANCE');
    expect(reason({ quantity: tons('10') })).toBeNull();
    expect(reason({ quantity: tons('0.001'), unitPrice: money('1') })).toBe('QUANTITY_INVALID');
  });

  it('never pays out on a weekend nor sooner than the working days', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date('2026-01-01'), max: new Date('2028-01-01') }),
        fc.integer({ min: 1, max: 3 }),
        (now, days) => {
          const quote = quoteSale({ ...request, now, payoutWorkingDays: days });
          if (!quote.ok) throw new Error('refused');
          const local = new Date(quote.payoutAt.getTime() + 8 * 3_600_000).getUTCDay();
          expect([0, 6]).not.toContain(local);
          expect(quote.payoutAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(
            days * 86_400_000,
          );
        },
      ),
    );
  });
});

describe('isSaleDue', () => {
  it('is due from the payout instant while pending', () => {
    const payoutAt = new Date('2026-11-25T02:00:00Z');
    expect(isSaleDue({ status: 'pending', payoutAt }, friday)).toBe(false);
    expect(isSaleDue({ status: 'pending', payoutAt }, payoutAt)).toBe(true);
    expect(isSaleDue({ status: 'settled', payoutAt }, payoutAt)).toBe(false);
  });
});
