import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver, hashKey } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { tons } from '@carbonmarket/domain';
import { balancesWire, endpoints } from '@carbonmarket/domain/contract';
import { keyOf } from './endpointKeys';
import {
  avatarChanged,
  balancesChanged,
  creditsRetired,
  membershipChanged,
  notificationArrived,
  notificationsRead,
  orderChanged,
  projectOrdered,
  projectStockChanged,
} from './cacheChanges';
import { TWIN_WINDOW_MS } from './changeNotices';
import { memberProfile } from '../../testing/fixtures/profile';

const balances = (available: string) =>
  balancesWire.parse({
    available,
    frozen: '0.00',
    pending: '0.00',
    declined: '0.00',
    credits: { normal: '3', presale: '0' },
  });

const keys = {
  project: [...keyOf(endpoints.projects.detail, { id: 7, lang: 'en' })],
  otherProject: [...keyOf(endpoints.projects.detail, { id: 8, lang: 'en' })],
  projects: [...keyOf(endpoints.projects.list, { pageSize: 10 }), 'pages'],
  holdings: [...keyOf(endpoints.credits.holdings, {})],
  holding: [...keyOf(endpoints.credits.detail, { projectId: 7, kind: 'normal' })],
  fundRecords: [...keyOf(endpoints.wallet.fundRecords, { pageSize: 20 }), 'pages'],
  orders: [...keyOf(endpoints.orders.list, { status: 'completed' }), 'pages'],
  unrelated: [...keyOf(endpoints.news.list, {})],
} satisfies Record<string, QueryKey>;
type Name = keyof typeof keys;

/**
 * A real QueryClient holding an entry for each key: those in `onScreen` are watched (active, so a
 * refresh fetches them), the others only cached. Counts the fetches of each and the invalidations
 * that hit it.
 */
function app(onScreen: Name[], { failing = [] as Name[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetches: Partial<Record<Name, number>> = {};
  const invalidations: Partial<Record<Name, number>> = {};
  const nameOf = new Map(Object.entries(keys).map(([name, key]) => [hashKey(key), name as Name]));
  // What each invalidation hits (TanStack itself marks a stale query stale only once).
  const invalidate = client.invalidateQueries.bind(client);
  vi.spyOn(client, 'invalidateQueries').mockImplementation((filters, options) => {
    for (const query of client.getQueryCache().findAll(filters)) {
      const name = nameOf.get(query.queryHash);
      if (name) invalidations[name] = (invalidations[name] ?? 0) + 1;
    }
    return invalidate(filters, options);
  });
  const unsubscribes: (() => void)[] = [];
  for (const [name, key] of Object.entries(keys) as [Name, QueryKey][]) {
    const project = { id: name === 'otherProject' ? 8 : 7, status: 'in_progress' };
    client.setQueryData(key, { ...project, remainingTons: '10', progress: 0, items: [] });
    if (!onScreen.includes(name)) continue;
    const observer = new QueryObserver(client, {
      queryKey: key,
      staleTime: Infinity,
      queryFn: () => {
        fetches[name] = (fetches[name] ?? 0) + 1;
        if (failing.includes(name)) return Promise.reject(new Error('offline'));
        return Promise.resolve({ ...project, remainingTons: '5', progress: 50, items: [] });
      },
    });
    unsubscribes.push(observer.subscribe(() => undefined));
  }
  const settled = () => vi.waitFor(() => expect(client.isFetching()).toBe(0));
  return { client, fetches, invalidations, settled, close: () => unsubscribes.forEach((u) => u()) };
}

/** A purchase of 3 t of project 7 (order 12), as the server's pushes tell it. */
function purchasePushes(client: QueryClient) {
  balancesChanged(client, balances('977.95'), 'push');
  orderChanged(client, { orderId: 12, status: 'completed' }, 'push');
  projectStockChanged(client, {
    projectId: 7,
    status: 'in_progress',
    remainingTons: tons('497'),
    progress: 1,
  });
}

/** The same purchase as its reply tells it (`usePurchase`). */
function purchaseReply(client: QueryClient) {
  balancesChanged(client, balances('977.95'), 'reply');
  orderChanged(client, { orderId: 12, status: 'completed' }, 'reply');
  projectOrdered(client, 7);
}

const everyPurchaseQuery: Name[] = ['project', 'holdings', 'holding', 'fundRecords', 'orders'];

afterEach(() => {
  vi.useRealTimers();
});

describe('the changes of a purchase', () => {
  it('told by the pushes then by the reply: each query is fetched once and marked stale once', async () => {
    const { client, fetches, invalidations, settled } = app(everyPurchaseQuery);
    purchasePushes(client);
    purchaseReply(client);
    await settled();
    expect(fetches).toEqual({ project: 1, holdings: 1, holding: 1, fundRecords: 1, orders: 1 });
    expect(invalidations).toEqual({
      project: 1,
      projects: 1,
      holdings: 1,
      holding: 1,
      fundRecords: 1,
      orders: 1,
    });
    expect(client.getQueryData(keyOf(endpoints.wallet.balances, {}))?.available.toString()).toBe(
      '977.95',
    );
  });

  it('told by the reply then by the pushes: the same', async () => {
    const { client, fetches, invalidations, settled } = app(everyPurchaseQuery);
    purchaseReply(client);
    purchasePushes(client);
    await settled();
    expect(fetches).toEqual({ project: 1, holdings: 1, holding: 1, fundRecords: 1, orders: 1 });
    expect(invalidations).toMatchObject({ holdings: 1, holding: 1, fundRecords: 1, orders: 1 });
  });

  it('when the second message comes after the first refetch: nothing is fetched again', async () => {
    const { client, fetches, settled } = app(everyPurchaseQuery);
    purchasePushes(client);
    await settled();
    purchaseReply(client);
    await settled();
    expect(fetches).toEqual({ project: 1, holdings: 1, holding: 1, fundRecords: 1, orders: 1 });
  });

  it('told by the reply alone (no socket): everything the pushes would refresh is refreshed', async () => {
    const { client, fetches, invalidations, settled } = app(everyPurchaseQuery);
    purchaseReply(client);
    await settled();
    expect(fetches).toEqual({ project: 1, holdings: 1, holding: 1, fundRecords: 1, orders: 1 });
    expect(invalidations['projects']).toBe(1);
    expect(invalidations['otherProject']).toBeUndefined();
    expect(invalidations['unrelated']).toBeUndefined();
  });

  it('queries cached but not on screen are marked stale once, and not fetched', async () => {
    const { client, fetches, invalidations, settled } = app([]);
    purchasePushes(client);
    purchaseReply(client);
    await settled();
    expect(fetches).toEqual({});
    expect(invalidations).toMatchObject({ holdings: 1, holding: 1, fundRecords: 1, orders: 1 });
    expect(client.getQueryState(keys.orders)?.isInvalidated).toBe(true);
  });

  it('a refetch that failed is tried again by the second message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, fetches, settled } = app(['holding'], { failing: ['holding'] });
    // The cached holding is older than the change.
    vi.setSystemTime(Date.now() + 1_000);
    balancesChanged(client, balances('977.95'), 'push');
    await settled();
    balancesChanged(client, balances('977.95'), 'reply');
    await settled();
    expect(fetches['holding']).toBe(2);
  });
});

describe('the project filled by the purchase', () => {
  const full = {
    projectId: 7,
    status: 'full' as const,
    remainingTons: tons('0'),
    progress: 100,
  };

  it('pushed full, then the reply: the project page is fetched once', async () => {
    const { client, fetches, settled } = app(['project']);
    projectStockChanged(client, full);
    projectOrdered(client, 7);
    await settled();
    expect(fetches['project']).toBe(1);
  });

  it("the reply, then a push that it is full (maybe another buyer's order): fetched again", async () => {
    const { client, fetches, settled } = app(['project']);
    projectOrdered(client, 7);
    await settled();
    projectStockChanged(client, full);
    await settled();
    expect(fetches['project']).toBe(2);
  });

  it('a push of stock alone writes it without fetching', async () => {
    const { client, fetches, settled } = app(['project']);
    projectStockChanged(client, { ...full, status: 'in_progress', progress: 40 });
    await settled();
    expect(fetches['project']).toBeUndefined();
    expect(client.getQueryData(keys.project)).toMatchObject({ progress: 40 });
  });
});

describe('different changes', () => {
  it('two pushes of different balances each refresh', async () => {
    const { client, fetches, settled } = app(['fundRecords']);
    balancesChanged(client, balances('977.95'), 'push');
    await settled();
    balancesChanged(client, balances('955.90'), 'push');
    await settled();
    expect(fetches['fundRecords']).toBe(2);
  });

  it('the same order status pushed twice (a booking forfeited keeps its status) refreshes twice', async () => {
    const { client, fetches, settled } = app(['orders']);
    orderChanged(client, { orderId: 12, status: 'pending_final_payment' }, 'push');
    await settled();
    orderChanged(client, { orderId: 12, status: 'pending_final_payment' }, 'push');
    await settled();
    expect(fetches['orders']).toBe(2);
  });

  it('a third message with the same name is a new change', async () => {
    const { client, fetches, settled } = app(['orders']);
    orderChanged(client, { orderId: 12, status: 'completed' }, 'push');
    orderChanged(client, { orderId: 12, status: 'completed' }, 'reply');
    await settled();
    orderChanged(client, { orderId: 12, status: 'completed' }, 'push');
    await settled();
    expect(fetches['orders']).toBe(2);
  });

  it('a reply later than a request can last after the push is a change of its own', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { client, fetches, settled } = app(['orders']);
    orderChanged(client, { orderId: 12, status: 'completed' }, 'push');
    await settled();
    vi.setSystemTime(Date.now() + TWIN_WINDOW_MS + 1);
    orderChanged(client, { orderId: 12, status: 'completed' }, 'reply');
    await settled();
    expect(fetches['orders']).toBe(2);
  });

  it('each client remembers its own messages', async () => {
    const first = app(['orders']);
    const second = app(['orders']);
    orderChanged(first.client, { orderId: 12, status: 'completed' }, 'push');
    orderChanged(second.client, { orderId: 12, status: 'completed' }, 'reply');
    await Promise.all([first.settled(), second.settled()]);
    expect(first.fetches['orders']).toBe(1);
    expect(second.fetches['orders']).toBe(1);
  });
});

describe('a membership bought', () => {
  const ends = new Date('2026-12-20T02:00:00.000Z');

  it('writes the level and its end into the profile and the plans, and refreshes what it opens', () => {
    const client = new QueryClient();
    const profileKey = keyOf(endpoints.profile.get, {});
    const plansKey = keyOf(endpoints.membership.plans, {});
    const profile = endpoints.profile.get.response.parse(memberProfile);
    client.setQueryData(profileKey, { ...profile, level: 'P0', membershipExpiresAt: null });
    client.setQueryData(plansKey, {
      plans: [],
      level: 'P0',
      expiresAt: null,
      presaleSellLevel: 'P3',
    });
    client.setQueryData(keys.project, { stale: false });
    client.setQueryData(keys.holding, { stale: false });
    client.setQueryData(keys.unrelated, { stale: false });

    membershipChanged(client, { level: 'P2', expiresAt: ends });

    expect(client.getQueryData(profileKey)).toMatchObject({
      level: 'P2',
      membershipExpiresAt: ends,
    });
    expect(client.getQueryData(plansKey)).toMatchObject({ level: 'P2', expiresAt: ends });
    const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
    expect(stale(keys.project)).toBe(true);
    expect(stale(keys.holding)).toBe(true);
    expect(stale(keys.unrelated)).toBe(false);
  });

  it('leaves alone a profile or plans never loaded', () => {
    const client = new QueryClient();
    membershipChanged(client, { level: 'P2', expiresAt: ends });
    expect(client.getQueryData(keyOf(endpoints.profile.get, {}))).toBeUndefined();
    expect(client.getQueryData(keyOf(endpoints.membership.plans, {}))).toBeUndefined();
  });
});

describe('an avatar replaced', () => {
  it('writes the new address into the cached profile, fetching nothing', () => {
    const client = new QueryClient();
    const profileKey = keyOf(endpoints.profile.get, {});
    const profile = endpoints.profile.get.response.parse(memberProfile);
    client.setQueryData(profileKey, profile);
    client.setQueryData(keys.unrelated, { stale: false });

    avatarChanged(client, '/h5/uploads/0123456789abcdef0123456789abcdef.jpg');

    expect(client.getQueryData(profileKey)).toEqual({
      ...profile,
      avatarUrl: '/h5/uploads/0123456789abcdef0123456789abcdef.jpg',
    });
    expect(client.getQueryState(profileKey)?.isInvalidated).toBe(false);
    expect(client.getQueryState(keys.unrelated)?.isInvalidated).toBe(false);
  });

  it('leaves alone a profile never loaded', () => {
    const client = new QueryClient();
    avatarChanged(client, '/h5/uploads/0123456789abcdef0123456789abcdef.jpg');
    expect(client.getQueryData(keyOf(endpoints.profile.get, {}))).toBeUndefined();
  });
});

describe('a retirement made', () => {
  const retirement = endpoints.credits.retirement.response.parse({
    id: 31,
    retirementNo: 'RT20261120000031',
    certificateId: 'pljseip5lu4vyaojcaypgk65qi',
    projectId: 7,
    projectName: 'Kalimantan Peatland Restoration',
    kind: 'normal',
    tons: '3',
    vintage: 2025,
    standards: ['VCS'],
    registration: null,
    serials: { prefix: 'CM-7-2025', start: 1, end: 3, text: 'CM-7-2025-000000001-000000003' },
    beneficiary: 'Tan Wei Ling',
    forSelf: false,
    reason: 'Flights',
    retiredAt: '2026-11-20T09:30:00+08:00',
    verificationPath: '/certificate/pljseip5lu4vyaojcaypgk65qi',
    pdfPath: '/certificate/pljseip5lu4vyaojcaypgk65qi.pdf',
  });
  const retirementsKey = [...keyOf(endpoints.credits.retirements, { pageSize: 10 }), 'pages'];
  const certificateKey = keyOf(endpoints.credits.retirement, { id: 31, lang: 'cn' });

  it('writes the balances and the new certificate, and marks the credits and fund records stale', () => {
    const client = new QueryClient();
    for (const key of [
      keys.holdings,
      keys.holding,
      keys.fundRecords,
      retirementsKey,
      keys.unrelated,
    ])
      client.setQueryData(key, { stale: false });

    creditsRetired(client, { retirement, balances: balances('977.95') }, 'cn');

    expect(client.getQueryData(keyOf(endpoints.wallet.balances, {}))).toEqual(balances('977.95'));
    expect(client.getQueryData(certificateKey)).toEqual(retirement);
    const stale = (key: QueryKey) => client.getQueryState(key)?.isInvalidated;
    expect(stale(certificateKey)).toBe(false);
    for (const key of [keys.holdings, keys.holding, keys.fundRecords, retirementsKey])
      expect(stale(key), JSON.stringify(key)).toBe(true);
    expect(stale(keys.unrelated)).toBe(false);
  });
});

describe('notifications', () => {
  const unreadKey = (lang: 'en' | 'cn') => [...keyOf(endpoints.notifications.unread, { lang })];
  const listKey = (lang: 'en' | 'cn') => [
    ...keyOf(endpoints.notifications.list, { pageSize: 20, lang }),
    'pages',
  ];
  const notification = (id: number, read: boolean) => ({
    id,
    title: `Notification ${id}`,
    body: '',
    read,
    createdAt: new Date('2026-11-20T02:00:00Z'),
    target: null,
  });
  const filled = () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    for (const lang of ['en', 'cn'] as const) {
      client.setQueryData(unreadKey(lang), { unread: 2 });
      client.setQueryData(listKey(lang), {
        pages: [
          { items: [notification(3, false), notification(2, false)], hasMore: true, total: 3 },
          { items: [notification(1, true)], hasMore: false, total: 3 },
        ],
        pageParams: [1, 2],
      });
    }
    return client;
  };
  const readFlags = (client: QueryClient, lang: 'en' | 'cn') =>
    client
      .getQueryData<{ pages: { items: { read: boolean }[] }[] }>(listKey(lang))
      ?.pages.flatMap((page) => page.items.map((item) => item.read));

  it("one arrived: the count is the push's in every language, and each list is marked stale once", () => {
    const client = filled();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    notificationArrived(client, { id: 4, unread: 3 }, 'push');
    expect(client.getQueryData(unreadKey('en'))).toEqual({ unread: 3 });
    expect(client.getQueryData(unreadKey('cn'))).toEqual({ unread: 3 });
    expect(client.getQueryState(listKey('en'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(listKey('cn'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(unreadKey('en'))?.isInvalidated).toBe(false);
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it("some marked read: the count is the reply's, those read in every list, nothing fetched", () => {
    const client = filled();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    notificationsRead(client, [3], { unread: 1 });
    expect(client.getQueryData(unreadKey('en'))).toEqual({ unread: 1 });
    expect(client.getQueryData(unreadKey('cn'))).toEqual({ unread: 1 });
    expect(readFlags(client, 'en')).toEqual([true, false, true]);
    expect(readFlags(client, 'cn')).toEqual([true, false, true]);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('all marked read: every one cached is read and the count 0', () => {
    const client = filled();
    notificationsRead(client, 'all', { unread: 0 });
    expect(client.getQueryData(unreadKey('en'))).toEqual({ unread: 0 });
    expect(readFlags(client, 'en')).toEqual([true, true, true]);
  });
});
