import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@carbonmarket/domain/contract';
import type { SessionSnapshot } from '../../lib/session/sessionStore';
import { SIGNED_OUT } from '../../lib/session/sessionStore';
import { api } from '../../lib/api/api';
import { queryClient } from '../../lib/query/queryCache';
import { prefetchAppRouteData } from './appRouteData';

const session: { current: SessionSnapshot } = { current: SIGNED_OUT };
vi.mock('../../lib/api/api', () => ({ api: { call: vi.fn(() => new Promise(() => undefined)) } }));
vi.mock('../../lib/services', () => ({
  sessionStore: { getSnapshot: () => session.current },
  languageStore: { get: () => 'cn' },
}));
const call = vi.mocked(api.call);

const visitor = (status: 'guest' | 'member'): SessionSnapshot => ({
  ...SIGNED_OUT,
  status,
  token: 'token',
  memId: status === 'member' ? 7 : 0,
  isAnswer: true,
});

const called = () => call.mock.calls.map(([endpoint, input]) => [endpoint, input]);

beforeEach(() => {
  call.mockClear();
  queryClient.clear();
  session.current = SIGNED_OUT;
});

describe('the requests the credits pages start before they render', () => {
  it('the carbon credits, for a member: the holdings and the first pages of retirements and sales, in the reader’s language', async () => {
    session.current = visitor('member');
    prefetchAppRouteData({ pathname: '/pages/profile/tons', search: '' });
    await vi.waitFor(() =>
      expect(called()).toEqual([
        [endpoints.credits.holdings, { lang: 'cn' }],
        [endpoints.credits.retirements, { pageSize: 10, lang: 'cn', page: 1 }],
        [endpoints.credits.sales, { pageSize: 10, lang: 'cn', page: 1 }],
      ]),
    );
  });

  it('the retirement, for a member: the holding the address names; the certificate: its retirement', () => {
    session.current = visitor('member');
    prefetchAppRouteData({ pathname: '/pages/profile/retire', search: '?id=3&kind=presale' });
    prefetchAppRouteData({ pathname: '/pages/profile/certificate', search: '?id=41' });
    expect(called()).toEqual([
      [endpoints.credits.detail, { projectId: 3, kind: 'presale', lang: 'cn' }],
      [endpoints.credits.retirement, { id: 41, lang: 'cn' }],
    ]);
  });

  it('the sale, for a member: the holding of the kind the address names (normal without one)', () => {
    session.current = visitor('member');
    prefetchAppRouteData({ pathname: '/pages/project/dsell', search: '?id=3&kind=presale' });
    prefetchAppRouteData({ pathname: '/pages/project/dsell', search: '?id=1' });
    expect(called()).toEqual([
      [endpoints.credits.detail, { projectId: 3, kind: 'presale', lang: 'cn' }],
      [endpoints.credits.detail, { projectId: 1, kind: 'normal', lang: 'cn' }],
    ]);
  });

  it('nothing for a guest, a signed-out visitor, or an address without a project', () => {
    for (const current of [visitor('guest'), SIGNED_OUT]) {
      session.current = current;
      prefetchAppRouteData({ pathname: '/pages/profile/tons', search: '' });
      prefetchAppRouteData({ pathname: '/pages/project/dsell', search: '?id=1' });
      prefetchAppRouteData({ pathname: '/pages/profile/retire', search: '?id=1' });
      prefetchAppRouteData({ pathname: '/pages/profile/certificate', search: '?id=41' });
    }
    session.current = visitor('member');
    prefetchAppRouteData({ pathname: '/pages/project/dsell', search: '?kind=presale' });
    expect(call).not.toHaveBeenCalled();
  });
});
