import { describe, expect, it } from 'vitest';
// Beside the route tree, which registers the routes the way back is written with.
import './routeTree';
import { money } from '@carbonmarket/domain';
import { returnQueryOf, topUpReturnOf } from '../../features/wallet/api/topUpReturn';
import { parseQuery } from '../../shared/routing/routeRegistry';
import { screenLinks } from '../../shared/routing/screenLinks';

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

  it('goes back to the final payment of the booking it was short for', () => {
    const finalPayment = { from: 'finalPayment', project: 7, order: 742, short: '71.75' } as const;
    expect(topUpReturnOf(finalPayment)).toMatchObject({
      payment: 'finalPayment',
      href: '/pages/project/dpresale?id=7&order=742',
    });
    expect(topUpReturnOf(finalPayment)?.shortfall.toString()).toBe('71.75');
    // What the address keeps when the top-up's id joins it: the booking, not a quantity.
    expect(returnQueryOf({ ...finalPayment, quantity: 4, period: 'annual' })).toEqual(finalPayment);
  });

  it('comes back to the final payment a short balance left for the top-up', () => {
    const links = screenLinks();
    const booking = { id: 742, projectId: 7 };
    const topUp = links.topUpForFinalPayment?.({ order: booking, shortfall: money('71.75') });
    expect(topUp).toBe('/pages/profile/topup?from=finalPayment&project=7&order=742&short=71.75');
    const query = parseQuery('topUp', new URL(topUp ?? '', 'https://app.test').search);
    expect(query).not.toBeNull();
    const back = topUpReturnOf(query ?? {});
    expect(back?.href).toBe(links.finalPayment(booking));
    expect(back?.shortfall.toString()).toBe('71.75');
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
    expect(topUpReturnOf({ from: 'finalPayment', project: 7, short: '71.75' })).toBeNull();
    expect(topUpReturnOf({ from: 'finalPayment', order: 742, short: '71.75' })).toBeNull();
    expect(returnQueryOf({ from: 'membership', short: '1.00' })).toEqual({});
  });
});
