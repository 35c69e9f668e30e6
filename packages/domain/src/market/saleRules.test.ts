import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Viewer } from '../access/access';
import { fromCents, money, toCents } from '../money/money';
import { fromMilliTons, tons } from '../money/tons';
import {
  SALE_MIN_PROCEEDS,
  SALE_STATUSES,
  SELL_TONS_STEP,
  isSaleDue,
  quoteSale,
  saleStatusTone,
  tonsAboveHolding,
} from './saleRules';
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

  it('refuses nothing (naming the step), more than held, and sales worth less than a cent (naming the minimum)', () => {
    expect(quoteSale({ ...request, quantity: tons('0') })).toEqual({
      ok: false,
      reason: 'SELL_QUANTITY_INVALID',
      params: { step: '0.001' },
    });
    expect(reason({ quantity: tons('10.001') })).toBe('INSUFFICIENT_CARBON_BALANCE');
    expect(reason({ quantity: tons('10') })).toBeNull();
    expect(quoteSale({ ...request, quantity: tons('0.001'), unitPrice: money('5') })).toEqual({
      ok: false,
      reason: 'SELL_PROCEEDS_TOO_SMALL',
      params: { min: 'S$0.01' },
    });
    expect(reason({ quantity: tons('0.001'), unitPrice: money('10') })).toBeNull();
  });

  it('names the smallest quantity and the smallest proceeds of a sale', () => {
    expect(SELL_TONS_STEP.toString()).toBe('0.001');
    expect(SALE_MIN_PROCEEDS.toString()).toBe('0.01');
  });

  it('pays 0.001 t at S$18.50 one cent: the fraction of a cent stays with the platform', () => {
    const quote = quoteSale({ ...request, quantity: tons('0.001'), unitPrice: money('18.50') });
    expect(quote.ok && quote.proceeds.toString()).toBe('0.01');
  });

  const priceCents = fc.bigInt({ min: 1n, max: 10_000_000n });
  const milliTons = fc.bigInt({ min: 1n, max: 10_000_000n });
  const quoteFor = (cents: bigint, milli: bigint) =>
    quoteSale({
      ...request,
      unitPrice: fromCents(cents),
      quantity: fromMilliTons(milli),
      held: fromMilliTons(milli),
    });

  it('never pays more than tons x price, and falls short of it by less than a cent', () => {
    fc.assert(
      fc.property(priceCents, milliTons, (cents, milli) => {
        const quote = quoteFor(cents, milli);
        if (!quote.ok) return;
        // Exact value in thousandths of a cent: integers, no rounding.
        const fair = cents * milli;
        const paid = toCents(quote.proceeds) * 1000n;
        expect(paid).toBeLessThanOrEqual(fair);
        expect(fair - paid).toBeLessThan(1000n);
      }),
    );
  });

  it('refuses exactly the sales worth less than the smallest proceeds', () => {
    fc.assert(
      fc.property(priceCents, milliTons, (cents, milli) => {
        const quote = quoteFor(cents, milli);
        const worthACent = cents * milli >= 1000n;
        expect(quote.ok).toBe(worthACent);
        if (!quote.ok) expect(quote.reason).toBe('SELL_PROCEEDS_TOO_SMALL');
      }),
    );
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

describe('saleStatusTone', () => {
  it('reads a pending sale as waiting and a settled one as done', () => {
    expect(saleStatusTone('pending')).toBe('warning');
    expect(saleStatusTone('settled')).toBe('success');
    expect(new Set(SALE_STATUSES.map(saleStatusTone)).size).toBe(SALE_STATUSES.length);
  });
});

describe('tonsAboveHolding', () => {
  it('is what a sale asks for beyond the holding, to the thousandth of a ton', () => {
    expect(tonsAboveHolding(tons('10.5'), tons('10'))?.toString()).toBe('0.5');
    expect(tonsAboveHolding(tons('0.001'), tons('0'))?.toString()).toBe('0.001');
  });

  it('is null for the whole holding or less', () => {
    expect(tonsAboveHolding(tons('10'), tons('10'))).toBeNull();
    expect(tonsAboveHolding(tons('2.5'), tons('10'))).toBeNull();
  });

  it('is set exactly when the server refuses the sale for the holding', () => {
    const milli = fc.integer({ min: 1, max: 10_000_000 });
    fc.assert(
      fc.property(milli, milli, (asked, held) => {
        const quantity = fromMilliTons(asked);
        const above = tonsAboveHolding(quantity, fromMilliTons(held));
        const refused = reason({ quantity, held: fromMilliTons(held), unitPrice: money('100') });
        return (above !== null) === (refused === 'INSUFFICIENT_CARBON_BALANCE');
      }),
    );
  });
});
