import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Viewer } from '../access/access';
import { DEFAULT_BUSINESS_CONFIG } from '../config/defaults';
import { money } from '../money/money';
import { tons } from '../money/tons';
import {
  orderAccessRefusal,
  purchaseCapRefusal,
  quoteOrder,
  sellingWindowReason,
  singaporeMonth,
} from './orderRules';
import type { OrderProject, OrderRequest } from './orderRules';

const limits = DEFAULT_BUSINESS_CONFIG.purchase;
const member: Viewer = { visitorType: 'personal', risk: false, level: 'P2', locked: false };
const now = new Date('2026-11-20T02:00:00Z');
const project: OrderProject = {
  status: 'in_progress',
  minLevel: 'P1',
  unitPrice: money('12.50'),
  minTons: tons('1'),
  maxTons: tons('100'),
  remainingTons: tons('40'),
  sellingStartsAt: null,
  sellingEndsAt: null,
  bookingFeePercent: null,
};
const request: OrderRequest = {
  viewer: member,
  project,
  quantity: tons('4'),
  counts: { thisMonth: 0, total: 0 },
  limits,
  available: money('1000'),
  now,
};
const presale: OrderProject = { ...project, status: 'presale', bookingFeePercent: '10' };

describe('singaporeMonth', () => {
  it('starts at midnight Singapore time on the first', () => {
    expect(singaporeMonth(now)).toEqual({
      start: new Date('2026-10-31T16:00:00Z'),
      end: new Date('2026-11-30T16:00:00Z'),
    });
  });

  it('follows Singapore, not UTC, at the edges and across the year', () => {
    // 1 December 00:30 in Singapore is still 30 November in UTC.
    expect(singaporeMonth(new Date('2026-11-30T16:30:00Z')).start).toEqual(
      new Date('2026-11-30T16:00:00Z'),
    );
    expect(singaporeMonth(new Date('2026-12-31T20:00:00Z'))).toEqual({
      start: new Date('2026-12-31T16:00:00Z'),
      end: new Date('2027-01-31T16:00:00Z'),
    });
  });

  it('answers the same whichever month was asked before, and a changed answer changes nothing', () => {
    const november = singaporeMonth(now);
    november.start.setTime(0);
    expect(singaporeMonth(new Date('2026-11-30T15:59:59.999Z')).start).toEqual(
      new Date('2026-10-31T16:00:00Z'),
    );
    expect(singaporeMonth(new Date('2026-11-30T16:00:00Z')).start).toEqual(
      new Date('2026-11-30T16:00:00Z'),
    );
    expect(singaporeMonth(new Date('2026-10-31T15:59:59.999Z'))).toEqual({
      start: new Date('2026-09-30T16:00:00Z'),
      end: new Date('2026-10-31T16:00:00Z'),
    });
  });

  it('always contains the instant', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date('2000-01-01'), max: new Date('2100-01-01') }),
        (instant) => {
          const { start, end } = singaporeMonth(instant);
          expect(start.getTime()).toBeLessThanOrEqual(instant.getTime());
          expect(end.getTime()).toBeGreaterThan(instant.getTime());
          expect(singaporeMonth(new Date(end.getTime() - 1)).start).toEqual(start);
        },
      ),
    );
  });
});

describe('purchase caps', () => {
  it('allow up to the monthly and total caps, naming the cap reached', () => {
    expect(purchaseCapRefusal({ thisMonth: 2, total: 9 }, limits)).toBeNull();
    expect(purchaseCapRefusal({ thisMonth: 3, total: 3 }, limits)).toEqual({
      ok: false,
      reason: 'PURCHASE_MONTHLY_LIMIT_REACHED',
      params: { times: 3, maxtimes: 3 },
    });
    expect(purchaseCapRefusal({ thisMonth: 0, total: 10 }, limits)).toEqual({
      ok: false,
      reason: 'PURCHASE_TOTAL_LIMIT_REACHED',
      params: { times: 10, maxtimes: 10 },
    });
    // Both reached: the total cap, which a new month does not lift.
    expect(purchaseCapRefusal({ thisMonth: 3, total: 10 }, limits)).toMatchObject({
      reason: 'PURCHASE_TOTAL_LIMIT_REACHED',
    });
    // Counts above a cap the operator lowered: the count as it is.
    expect(purchaseCapRefusal({ thisMonth: 5, total: 5 }, limits)).toMatchObject({
      params: { times: 5, maxtimes: 3 },
    });
  });
});

describe('selling window', () => {
  const start = new Date('2026-11-20T00:00:00Z');
  const end = new Date('2026-11-21T00:00:00Z');
  it('is open from the start (inclusive) to the end (exclusive)', () => {
    expect(sellingWindowReason(now, null, null)).toBeNull();
    expect(sellingWindowReason(start, start, end)).toBeNull();
    expect(sellingWindowReason(new Date(start.getTime() - 1), start, end)).toBe(
      'PROJECT_NOT_BEGUN',
    );
    expect(sellingWindowReason(end, start, end)).toBe('PROJECT_ENDED');
  });
});

describe('quoteOrder', () => {
  it('prices a purchase at unit price x tons and charges the total', () => {
    const quote = quoteOrder('purchase', request);
    expect(quote.ok).toBe(true);
    if (quote.ok) {
      expect(quote.total.toString()).toBe('50.00');
      expect(quote.charge.toString()).toBe('50.00');
    }
  });

  it('charges a booking its fee of the expected total', () => {
    const quote = quoteOrder('presale', { ...request, project: presale });
    expect(quote).toMatchObject({ ok: true });
    if (quote.ok) {
      expect(quote.total.toString()).toBe('50.00');
      expect(quote.charge.toString()).toBe('5.00');
    }
  });

  it('refuses who may not order, checked before anything else', () => {
    const reason = (r: Partial<OrderRequest>, kind: 'purchase' | 'presale' = 'purchase') => {
      const quote = quoteOrder(kind, { ...request, ...r });
      return quote.ok ? null : quote.reason;
    };
    expect(reason({ viewer: { ...member, visitorType: 'guest' }, quantity: tons('0') })).toBe(
      'GUEST_RESTRICTED',
    );
    expect(reason({ viewer: { ...member, locked: true } })).toBe('ACCOUNT_LOCKED');
    expect(reason({ viewer: { ...member, risk: true } })).toBe('RISK_ACCOUNT_RESTRICTED');
    expect(reason({ viewer: { ...member, level: 'P0' } })).toBe('MEMBERSHIP_LEVEL_TOO_LOW');
    expect(reason({ project: { ...project, status: 'not_begun' } })).toBe('PROJECT_NOT_BEGUN');
    expect(reason({ project: { ...project, status: 'presale' } })).toBe('PROJECT_NOT_BEGUN');
    expect(reason({ project: { ...project, status: 'ended' } })).toBe('PROJECT_ENDED');
    expect(reason({ project: { ...project, status: 'closed' } })).toBe('PROJECT_ENDED');
    expect(reason({ project: { ...project, status: 'full' } })).toBe('PROJECT_FULL');
    expect(reason({ project }, 'presale')).toBe('PROJECT_NOT_BEGUN');
    expect(reason({ project: { ...project, sellingStartsAt: new Date(now.getTime() + 1) } })).toBe(
      'PROJECT_NOT_BEGUN',
    );
    expect(reason({ project: { ...project, sellingEndsAt: now } })).toBe('PROJECT_ENDED');
    expect(reason({ project: { ...presale, remainingTons: tons('0') } }, 'presale')).toBe(
      'PROJECT_FULL',
    );
    expect(reason({ counts: { thisMonth: 3, total: 3 } })).toBe('PURCHASE_MONTHLY_LIMIT_REACHED');
  });

  it('refuses quantities outside the bounds and what remains, then a short balance', () => {
    const reason = (r: Partial<OrderRequest>, kind: 'purchase' | 'presale' = 'purchase') => {
      const quote = quoteOrder(kind, { ...request, ...r });
      return quote.ok ? null : quote.reason;
    };
    expect(reason({ quantity: tons('1.5') })).toBe('QUANTITY_INVALID');
    expect(reason({ quantity: tons('0') })).toBe('QUANTITY_INVALID');
    expect(reason({ quantity: tons('1.5'), project: presale }, 'presale')).toBe(
      'PRESALE_QUANTITY_INVALID',
    );
    expect(reason({ project: { ...project, minTons: tons('5') } })).toBe('QUANTITY_BELOW_MINIMUM');
    expect(reason({ project: { ...project, maxTons: tons('3') } })).toBe('QUANTITY_ABOVE_MAXIMUM');
    expect(reason({ quantity: tons('41') })).toBe('INSUFFICIENT_REMAINING_TONS');
    expect(reason({ quantity: tons('40') })).toBeNull();
    expect(reason({ available: money('49.99') })).toBe('INSUFFICIENT_BALANCE');
    expect(reason({ available: money('50') })).toBeNull();
    expect(reason({ available: money('4.99'), project: presale }, 'presale')).toBe(
      'INSUFFICIENT_BALANCE',
    );
    expect(reason({ project: { ...presale, bookingFeePercent: null } }, 'presale')).toBe(
      'PROJECT_NOT_BEGUN',
    );
  });

  it('accepts an order exactly when every separate check passes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 5 }),
        (quantity, availableCents, thisMonth) => {
          const quote = quoteOrder('purchase', {
            ...request,
            quantity: tons(BigInt(quantity)),
            available: money(
              `${Math.floor(availableCents / 100)}.${String(availableCents % 100).padStart(2, '0')}`,
            ),
            counts: { thisMonth, total: thisMonth },
          });
          const expected = thisMonth < 3 && quantity <= 40 && 1250 * quantity <= availableCents;
          expect(quote.ok).toBe(expected);
        },
      ),
    );
  });

  it('exposes the access checks alone for the project screen', () => {
    expect(
      orderAccessRefusal('purchase', member, project, { thisMonth: 0, total: 0 }, limits, now),
    ).toBeNull();
    expect(
      orderAccessRefusal('presale', member, presale, { thisMonth: 0, total: 10 }, limits, now),
    ).toMatchObject({ reason: 'PURCHASE_TOTAL_LIMIT_REACHED' });
  });
});
