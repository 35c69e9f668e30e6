import { describe, expect, it } from 'vitest';
// Beside the route tree, which registers the routes the way back is written with.
import './routeTree';
import { returnQueryOf, topUpReturnOf } from '../../features/wallet/api/topUpReturn';

describe('the payment a top-up returns to', () => {
  it('goes back to a purchase or a booking with its tons', () => {
    const purchase = { from: 'purchase', project: 7, quantity: 4, short: '30.00' } as const;
    expect(topUpReturnOf(purchase)).toMatchObject({
      payment: 'purchase',
      href: '/pages/project/dproject?id=7&quantity=4',
    });
    expect(topUpReturnOf(purchase)?.shortfall.toString()).toBe('30.00');
    expect(topUpReturnOf({ ...purchase, from: 'booking' })?.href).toBe(
      '/pages/project/dpresale?id=7&quantity=4',
    );
    expect(returnQueryOf({ ...purchase, period: 'annual' })).toEqual(purchase);
  });

  it('goes back to the membership plans with the period of the plan', () => {
    const plan = { from: 'membership', period: 'annual', short: '14.60' } as const;
    expect(topUpReturnOf(plan)).toMatchObject({
      payment: 'membership',
      href: '/pages/profile/apply?period=annual',
    });
    expect(returnQueryOf({ ...plan, project: 7 })).toEqual(plan);
  });

  it('is none for a top-up on its own, or an address missing a part', () => {
    expect(topUpReturnOf({})).toBeNull();
    expect(topUpReturnOf({ from: 'membership', short: '14.60' })).toBeNull();
    expect(topUpReturnOf({ from: 'purchase', project: 7, short: '30.00' })).toBeNull();
    expect(topUpReturnOf({ from: 'membership', period: 'monthly' })).toBeNull();
    expect(returnQueryOf({ from: 'membership', short: '1.00' })).toEqual({});
  });
});
