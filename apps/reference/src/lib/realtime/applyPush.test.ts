import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { keyOf } from '../query/endpointKeys';
import { applyPush } from './applyPush';

const balancePush = {
  type: 'balance',
  data: {
    available: '1250.00',
    frozen: '0.00',
    pending: '228.38',
    declined: '0.00',
    credits: { normal: '287.655', presale: '40' },
  },
};

/** A cache holding one entry for each of the keys a push may touch. */
function filledCache() {
  const cache = new QueryClient();
  const keys = {
    holdings: keyOf(endpoints.credits.holdings, {}),
    detail: keyOf(endpoints.credits.detail, { projectId: 1, kind: 'normal' }),
    sales: [...keyOf(endpoints.credits.sales, { pageSize: 10 }), 'pages'],
    fundRecords: keyOf(endpoints.wallet.fundRecords, {}),
    orders: keyOf(endpoints.orders.list, {}),
  };
  for (const key of Object.values(keys)) cache.setQueryData(key, { cached: true });
  const stale = (name: keyof typeof keys) => cache.getQueryState(keys[name])?.isInvalidated;
  return { cache, stale };
}

describe('applyPush', () => {
  it('a balance push sets the balances and refreshes the credits, the sales and the fund records', () => {
    const { cache, stale } = filledCache();
    applyPush(JSON.stringify(balancePush), cache, vi.fn());
    const balances = cache.getQueryData(keyOf(endpoints.wallet.balances, {}));
    expect(balances?.pending.toString()).toBe('228.38');
    expect(balances?.credits.normal.toString()).toBe('287.655');
    expect(stale('holdings')).toBe(true);
    expect(stale('detail')).toBe(true);
    expect(stale('sales')).toBe(true);
    expect(stale('fundRecords')).toBe(true);
    expect(stale('orders')).toBe(false);
  });

  it('an order push leaves the credits alone', () => {
    const { cache, stale } = filledCache();
    applyPush(
      JSON.stringify({ type: 'order', data: { orderId: 7, status: 'completed' } }),
      cache,
      vi.fn(),
    );
    expect(stale('orders')).toBe(true);
    expect(stale('holdings')).toBe(false);
  });

  it('logs and ignores what is not a push of the contract', () => {
    const { cache, stale } = filledCache();
    const log = vi.fn();
    applyPush('not json', cache, log);
    applyPush(JSON.stringify({ type: 'balance', data: { available: 12 } }), cache, log);
    expect(log).toHaveBeenCalledTimes(2);
    expect(stale('holdings')).toBe(false);
  });
});
