import { describe, expect, it } from 'vitest';
import { money } from '@carbonmarket/domain';
import type { MembershipPlan } from '@carbonmarket/domain';
import { planChoice } from './planChoice';

const NOW = new Date('2026-11-20T02:00:00.000Z');
const P2_ENDS = new Date('2026-12-15T04:00:00.000Z');
const plan = (level: MembershipPlan['level'], price = '19.80'): MembershipPlan => ({
  level,
  period: 'monthly',
  price: money(price),
});
const rich = money('1000.00');

describe('planChoice', () => {
  it('joins from now without a level, a month on the Singapore calendar', () => {
    expect(planChoice(plan('P2'), { level: 'P0', expiresAt: null }, rich, NOW)).toEqual({
      kind: 'join',
      startsAt: NOW,
      expiresAt: new Date('2026-12-20T02:00:00.000Z'),
      shortfall: null,
    });
  });

  it('renews the level held from its end, so no paid day is lost', () => {
    expect(planChoice(plan('P2'), { level: 'P2', expiresAt: P2_ENDS }, rich, NOW)).toMatchObject({
      kind: 'renew',
      startsAt: P2_ENDS,
      expiresAt: new Date('2027-01-15T04:00:00.000Z'),
    });
  });

  it('upgrades from now, and refuses a lower level while the higher one runs', () => {
    const standing = { level: 'P2', expiresAt: P2_ENDS } as const;
    expect(planChoice(plan('P3'), standing, rich, NOW)).toMatchObject({
      kind: 'upgrade',
      startsAt: NOW,
    });
    expect(planChoice(plan('P1'), standing, rich, NOW)).toEqual({
      kind: 'lower',
      held: 'P2',
      heldUntil: P2_ENDS,
    });
  });

  it('treats a lapsed level as none: any plan is a new one', () => {
    const lapsed = { level: 'P4', expiresAt: new Date('2026-11-01T00:00:00.000Z') } as const;
    expect(planChoice(plan('P1'), lapsed, rich, NOW)).toMatchObject({
      kind: 'join',
      startsAt: NOW,
    });
  });

  it('says what the available balance lacks for the price', () => {
    const choice = planChoice(
      plan('P3', '39.60'),
      { level: 'P0', expiresAt: null },
      money('10.00'),
      NOW,
    );
    expect(choice.kind === 'join' && choice.shortfall?.toString()).toBe('29.60');
    const exact = planChoice(
      plan('P3', '39.60'),
      { level: 'P0', expiresAt: null },
      money('39.60'),
      NOW,
    );
    expect(exact.kind === 'join' && exact.shortfall).toBeNull();
  });
});
