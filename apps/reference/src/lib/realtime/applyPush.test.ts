import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { keyOf } from '../query/endpointKeys';
import { balancesChanged } from '../query/cacheChanges';
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

  it("a balance push is the change the reply's balances tell of: the reply refreshes nothing more", () => {
    const { cache } = filledCache();
    applyPush(JSON.stringify(balancePush), cache, vi.fn());
    const invalidate = vi.spyOn(cache, 'invalidateQueries');
    const balances = cache.getQueryData(keyOf(endpoints.wallet.balances, {}));
    if (!balances) throw new Error('the push set no balances');
    balancesChanged(cache, balances, 'reply');
    const hit = invalidate.mock.calls.flatMap(([filters]) =>
      cache.getQueryCache().findAll(filters),
    );
    expect(hit).toEqual([]);
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

  it('a notification push sets the unread count, refreshes the list once, then hands it on to be shown', () => {
    const cache = new QueryClient();
    const unreadKey = keyOf(endpoints.notifications.unread, { lang: 'en' });
    const listKey = [...keyOf(endpoints.notifications.list, { pageSize: 20, lang: 'en' }), 'pages'];
    cache.setQueryData(unreadKey, { unread: 1 });
    cache.setQueryData(listKey, { pages: [], pageParams: [] });
    const invalidate = vi.spyOn(cache, 'invalidateQueries');
    const shown: unknown[] = [];
    applyPush(
      JSON.stringify({
        type: 'notification',
        data: { id: 9, title: '<b>Maintenance</b> tonight', unread: 2 },
      }),
      cache,
      vi.fn(),
      (notification) => shown.push([notification, cache.getQueryData(unreadKey)]),
    );
    expect(shown).toEqual([[{ id: 9, title: '<b>Maintenance</b> tonight' }, { unread: 2 }]]);
    expect(cache.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('other pushes show nothing', () => {
    const onNotification = vi.fn();
    applyPush(JSON.stringify(balancePush), new QueryClient(), vi.fn(), onNotification);
    expect(onNotification).not.toHaveBeenCalled();
  });

  it('logs and ignores what is not a push of the contract', () => {
    const { cache, stale } = filledCache();
    const log = vi.fn();
    applyPush('not json', cache, log);
    applyPush(JSON.stringify({ type: 'balance', data: { available: 12 } }), cache, log);
    expect(log).toHaveBeenCalledTimes(2);
    expect(stale('holdings')).toBe(false);
  });

  it("a project push writes the project's stock into every cached view of it", () => {
    const cache = new QueryClient();
    // Untyped copies of the keys: the cached values are sketches of the projects.
    const detailKey = [...keyOf(endpoints.projects.detail, { id: 7, lang: 'cn' })];
    const otherKey = [...keyOf(endpoints.projects.detail, { id: 8, lang: 'cn' })];
    const pagesKey = [...keyOf(endpoints.projects.list, { pageSize: 10 }), 'pages'];
    const featuredKey = [...keyOf(endpoints.projects.list, { pageSize: 3 })];
    const project = (id: number) => ({
      id,
      status: 'in_progress',
      remainingTons: 'old',
      progress: 1,
    });
    cache.setQueryData(detailKey, { ...project(7), viewer: { action: 'purchase' } });
    cache.setQueryData(otherKey, project(8));
    cache.setQueryData(pagesKey, { pages: [{ items: [project(8), project(7)] }], pageParams: [1] });
    cache.setQueryData(featuredKey, { items: [project(7)] });

    const push = {
      type: 'project',
      data: { projectId: 7, status: 'in_progress', remainingTons: '12.5', progress: 40 },
    };
    applyPush(JSON.stringify(push), cache, vi.fn());

    const detail = cache.getQueryData(detailKey) as Record<string, unknown>;
    expect(String(detail['remainingTons'])).toBe('12.5');
    expect(detail).toMatchObject({ progress: 40, viewer: { action: 'purchase' } });
    expect(cache.getQueryData(otherKey)).toEqual(project(8));
    const pages = cache.getQueryData(pagesKey) as { pages: { items: { progress: number }[] }[] };
    expect(pages.pages[0]?.items.map((item) => item.progress)).toEqual([1, 40]);
    const featured = cache.getQueryData(featuredKey) as { items: { progress: number }[] };
    expect(featured.items[0]?.progress).toBe(40);
    expect(cache.getQueryState(detailKey)?.isInvalidated).toBe(false);

    // Full: what the viewer may do is the server's to say again.
    applyPush(
      JSON.stringify({
        ...push,
        data: { ...push.data, status: 'full', remainingTons: '0', progress: 100 },
      }),
      cache,
      vi.fn(),
    );
    expect(cache.getQueryState(detailKey)?.isInvalidated).toBe(true);
    expect(cache.getQueryState(otherKey)?.isInvalidated).toBe(false);
  });
});
