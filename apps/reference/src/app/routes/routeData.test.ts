import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@carbonmarket/domain/contract';
import type { SessionSnapshot } from '../../lib/session/sessionStore';
import { SIGNED_OUT } from '../../lib/session/sessionStore';
import { api } from '../../lib/api/api';
import { queryClient } from '../../lib/query/queryCache';
import { prefetchAppRouteData } from './appRouteData';
import { projectPagesQuery } from '../../features/projects/api/projectQueries';

const session: { current: SessionSnapshot } = { current: SIGNED_OUT };
vi.mock('../../lib/api/api', () => ({ api: { call: vi.fn(() => new Promise(() => undefined)) } }));
vi.mock('../../lib/services', () => ({
  sessionStore: { getSnapshot: () => session.current },
  languageStore: { get: () => 'cn' },
}));
const call = vi.mocked(api.call);

const visitor = (status: 'guest' | 'member', isAnswer = true): SessionSnapshot => ({
  ...SIGNED_OUT,
  status,
  token: 'token',
  memId: status === 'member' ? 7 : 0,
  isAnswer,
});

/** The endpoints called, with their input. */
const called = () => call.mock.calls.map(([endpoint, input]) => [endpoint, input]);

beforeEach(() => {
  call.mockClear();
  queryClient.clear();
  session.current = SIGNED_OUT;
});

describe('the requests a page starts before it renders', () => {
  it('Home, for a member: featured projects, the news in the language, the balances, the unread count', () => {
    session.current = visitor('member');
    prefetchAppRouteData({ pathname: '/pages/index/index', search: '' });
    expect(called()).toEqual([
      // Projects in the reader's language (the news too).
      [endpoints.projects.list, { page: 1, pageSize: 10, lang: 'cn' }],
      [endpoints.news.list, { page: 1, pageSize: 3, lang: 'cn' }],
      [endpoints.wallet.balances, {}],
      [endpoints.notifications.unread, { lang: 'cn' }],
    ]);
  });

  it('Home, for a guest or a signed-out visitor: no balances', () => {
    for (const current of [visitor('guest'), SIGNED_OUT]) {
      session.current = current;
      queryClient.clear();
      call.mockClear();
      prefetchAppRouteData({ pathname: '/pages/index/index/', search: '' });
      expect(called().map(([endpoint]) => endpoint)).toEqual([
        endpoints.projects.list,
        endpoints.news.list,
      ]);
    }
  });

  it('the Projects tab: the first page, filtered as the address says', async () => {
    prefetchAppRouteData({ pathname: '/pages/project/index', search: '?status=presale' });
    await vi.waitFor(() =>
      expect(called()).toEqual([
        [endpoints.projects.list, { pageSize: 10, lang: 'cn', status: 'presale', page: 1 }],
      ]),
    );
  });

  it('the Projects tab filtered by type too: the request and the key the tab’s hook reads', async () => {
    prefetchAppRouteData({
      pathname: '/pages/project/index',
      search: '?status=in_progress&type=cookstoves',
    });
    prefetchAppRouteData({ pathname: '/pages/project/index', search: '?type=blue_carbon' });
    await vi.waitFor(() =>
      expect(called()).toEqual([
        [
          endpoints.projects.list,
          { pageSize: 10, lang: 'cn', status: 'in_progress', type: 'cookstoves', page: 1 },
        ],
        [endpoints.projects.list, { pageSize: 10, lang: 'cn', type: 'blue_carbon', page: 1 }],
      ]),
    );
    for (const filter of [
      { status: 'in_progress', type: 'cookstoves' },
      { type: 'blue_carbon' },
    ] as const)
      expect(queryClient.getQueryState(projectPagesQuery(filter, 'cn').queryKey)).toBeDefined();
  });

  it('a project’s information: the detail its overview asks for, once for both pages', async () => {
    prefetchAppRouteData({ pathname: '/pages/project/info', search: '?id=4' });
    await vi.waitFor(() =>
      expect(called()).toEqual([[endpoints.projects.detail, { id: 4, lang: 'cn' }]]),
    );
    prefetchAppRouteData({ pathname: '/pages/project/project', search: '?id=4' });
    expect(called()).toHaveLength(1);
  });

  it('the notifications, for a member: the first page in the language and the unread count', async () => {
    session.current = visitor('member');
    prefetchAppRouteData({ pathname: '/pages/profile/notifications', search: '' });
    await vi.waitFor(() =>
      expect(called()).toEqual([
        [endpoints.notifications.list, { pageSize: 20, lang: 'cn', page: 1 }],
        [endpoints.notifications.unread, { lang: 'cn' }],
      ]),
    );
  });

  it('the Profile tab, for a member: the profile, the balances and the unread count', () => {
    session.current = visitor('member');
    prefetchAppRouteData({ pathname: '/pages/profile/index', search: '' });
    expect(called()).toEqual([
      [endpoints.profile.get, {}],
      [endpoints.wallet.balances, {}],
      [endpoints.notifications.unread, { lang: 'cn' }],
    ]);
  });

  it('the orders, for a member: the first page of the tab the address names (Applying without one), in the reader’s language', async () => {
    session.current = visitor('member');
    prefetchAppRouteData({ pathname: '/pages/profile/order', search: '?status=completed' });
    prefetchAppRouteData({ pathname: '/pages/profile/order', search: '' });
    await vi.waitFor(() =>
      expect(called()).toEqual([
        [endpoints.orders.list, { pageSize: 10, status: 'completed', lang: 'cn', page: 1 }],
        [endpoints.orders.list, { pageSize: 10, status: 'applying', lang: 'cn', page: 1 }],
      ]),
    );
  });

  it('an order, for a member: its details, not the list; for a guest: nothing', () => {
    session.current = visitor('guest');
    prefetchAppRouteData({ pathname: '/pages/profile/order', search: '?id=731' });
    expect(call).not.toHaveBeenCalled();
    session.current = visitor('member');
    prefetchAppRouteData({ pathname: '/pages/profile/order', search: '?status=completed&id=731' });
    expect(called()).toEqual([[endpoints.orders.detail, { id: 731, lang: 'cn' }]]);
  });

  it('the Profile tab, for a guest or a signed-out visitor: nothing (it invites them in)', () => {
    for (const current of [visitor('guest'), SIGNED_OUT]) {
      session.current = current;
      prefetchAppRouteData({ pathname: '/pages/profile/index', search: '' });
    }
    expect(call).not.toHaveBeenCalled();
  });

  it('nothing where the page would not fetch it: a filter that does not parse, a page the visitor is sent away from, a page without a prefetch', () => {
    prefetchAppRouteData({ pathname: '/pages/project/index', search: '?status=pending_review' });
    prefetchAppRouteData({ pathname: '/pages/project/index', search: '?type=Cookstoves' });
    // A member who has not answered the FAQ is sent to it before Home.
    session.current = visitor('member', false);
    prefetchAppRouteData({ pathname: '/pages/index/index', search: '' });
    session.current = visitor('member');
    prefetchAppRouteData({ pathname: '/pages/profile/setting', search: '' });
    prefetchAppRouteData({ pathname: '/no/such/page', search: '' });
    expect(call).not.toHaveBeenCalled();
  });

  it('a request in flight or fresh in the cache is not made again', () => {
    session.current = visitor('member');
    prefetchAppRouteData({ pathname: '/pages/index/index', search: '' });
    prefetchAppRouteData({ pathname: '/pages/index/index', search: '' });
    expect(call).toHaveBeenCalledTimes(4);
  });
});
