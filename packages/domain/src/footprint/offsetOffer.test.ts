import { describe, expect, it } from 'vitest';
import { tons } from '../money/tons';
import { offsetOfferFor, offsetQuantityFor } from './offsetOffer';
import type { OffsetCandidate } from './offsetOffer';

const now = new Date('2026-11-20T02:00:00Z');

const project = (overrides: Partial<OffsetCandidate> = {}): OffsetCandidate => ({
  id: 1,
  status: 'in_progress',
  minTons: tons('1'),
  maxTons: tons('100'),
  remainingTons: tons('1000'),
  sellingStartsAt: null,
  sellingEndsAt: null,
  minLevel: 'P0',
  ...overrides,
});

describe('offsetQuantityFor', () => {
  it('rounds the footprint up to whole tons', () => {
    expect(offsetQuantityFor(tons('7.075'), project())?.toString()).toBe('8');
    expect(offsetQuantityFor(tons('7'), project())?.toString()).toBe('7');
    expect(offsetQuantityFor(tons('0.001'), project())?.toString()).toBe('1');
  });

  it("keeps the quantity within the project's minimum, maximum and remaining tons", () => {
    expect(offsetQuantityFor(tons('7.075'), project({ minTons: tons('10') }))?.toString()).toBe(
      '10',
    );
    expect(offsetQuantityFor(tons('7.075'), project({ maxTons: tons('5') }))?.toString()).toBe('5');
    expect(
      offsetQuantityFor(tons('7.075'), project({ remainingTons: tons('6.5') }))?.toString(),
    ).toBe('6');
    // A fractional minimum is a whole ton more.
    expect(offsetQuantityFor(tons('1.2'), project({ minTons: tons('2.5') }))?.toString()).toBe('3');
  });

  it('answers null when no whole quantity fits the project', () => {
    expect(
      offsetQuantityFor(tons('3'), project({ minTons: tons('5'), remainingTons: tons('4') })),
    ).toBeNull();
    expect(offsetQuantityFor(tons('3'), project({ remainingTons: tons('0') }))).toBeNull();
  });
});

describe('offsetOfferFor', () => {
  it('picks the first project in progress that can sell the whole footprint in one order', () => {
    const offer = offsetOfferFor(
      tons('7.075'),
      [
        project({ id: 1, status: 'presale' }),
        project({ id: 2, maxTons: tons('5') }),
        project({ id: 3 }),
        project({ id: 4 }),
      ],
      now,
      'P0',
    );
    expect(offer).toEqual({ projectId: 3, quantity: tons('8'), coversFootprint: true });
  });

  it("skips projects above the member's membership level", () => {
    const offer = offsetOfferFor(
      tons('2'),
      [project({ id: 1, minLevel: 'P2' }), project({ id: 2, minLevel: 'P1' })],
      now,
      'P1',
    );
    expect(offer?.projectId).toBe(2);
  });

  it('skips projects whose selling window is closed at now', () => {
    const offer = offsetOfferFor(
      tons('2'),
      [
        project({ id: 1, sellingEndsAt: now }),
        project({ id: 2, sellingStartsAt: new Date(now.getTime() + 1) }),
        project({ id: 3, sellingStartsAt: now }),
      ],
      now,
      'P0',
    );
    expect(offer?.projectId).toBe(3);
  });

  it('falls back to the first open project, its bounds cutting the quantity, when none covers it', () => {
    const offer = offsetOfferFor(
      tons('30.2'),
      [
        project({ id: 1, status: 'full' }),
        project({ id: 2, maxTons: tons('10') }),
        project({ id: 3, maxTons: tons('20') }),
      ],
      now,
      'P0',
    );
    expect(offer?.projectId).toBe(2);
    expect(offer?.quantity.toString()).toBe('10');
    expect(offer?.coversFootprint).toBe(false);
  });

  it('counts a minimum above the footprint as covering it', () => {
    const offer = offsetOfferFor(tons('1.1'), [project({ minTons: tons('5') })], now, 'P0');
    expect(offer?.quantity.toString()).toBe('5');
    expect(offer?.coversFootprint).toBe(true);
  });

  it('answers null when nothing is open for purchase', () => {
    expect(offsetOfferFor(tons('3'), [], now, 'P0')).toBeNull();
    expect(
      offsetOfferFor(
        tons('3'),
        [project({ status: 'ended' }), project({ remainingTons: tons('0') })],
        now,
        'P0',
      ),
    ).toBeNull();
  });
});
