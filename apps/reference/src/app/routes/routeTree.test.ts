import { describe, expect, it } from 'vitest';
import { FAQ_EXEMPT_PATHS, money } from '@carbonmarket/domain';
import { createLazyI18n, loadAreaTexts, loadLanguage } from '@carbonmarket/ui';
import type { TextArea } from '@carbonmarket/ui';
import { routeList } from './routeTree';
import { pageModuleNames } from './pageModules';
import { href } from '../../shared/routing/href';
import { pageHref } from '../../shared/routing/pageHref';
import { screenLinks } from '../../shared/routing/screenLinks';
import { parseQuery, routeAt, routeNamed, tabOf } from '../../shared/routing/routeRegistry';
import type { RouteName } from '../../shared/routing/routeRegistry';
import type { RouteDeclaration } from '../../shared/routing/defineRoute';

const routes: readonly RouteDeclaration[] = routeList;
const search = (query: string) => new URLSearchParams(query);
const names = routes.map((route) => route.name);
const built = routes.filter((route) => !route.pending);

describe('the routes: one declaration each', () => {
  it('has every address of the product, each once, with a distinct name', () => {
    expect(new Set(names).size).toBe(routes.length);
    expect(routes.map((route) => route.path)).toEqual([
      '/',
      '/pages/index/start',
      '/pages/index/index',
      '/pages/index/faq',
      '/pages/login/index',
      '/pages/register/index',
      '/pages/login/forgot',
      '/pages/other/protocol',
      '/pages/other/privacy',
      '/pages/about/index',
      '/pages/profile/setting',
      '/pages/project/index',
      '/pages/project/project',
      '/pages/project/info',
      '/pages/project/dproject',
      '/pages/project/dpresale',
      '/pages/project/dsell',
      '/pages/profile/index',
      '/pages/profile/order',
      '/pages/profile/tons',
      '/pages/profile/retire',
      '/pages/profile/certificate',
      '/pages/profile/fundlogs',
      '/pages/profile/notifications',
      '/pages/profile/topup',
      '/pages/profile/apply',
      '/pages/profile/withdraw',
      '/pages/profile/card',
      '/pages/profile/withdpwd',
      '/pages/profile/loginpwd',
      '/pages/profile/profile',
      '/pages/profile/cropper',
      '/pages/profile/footprint',
      '/pages/profile/result',
      '/pages/news/index',
      '/pages/news/info',
    ]);
  });

  it('lets a member who has not answered the FAQ stay on the pages the FAQ rule exempts', () => {
    const beforeFaq = routes.filter((route) => route.beforeFaq).map((route) => route.path);
    expect(beforeFaq.sort()).toEqual([...FAQ_EXEMPT_PATHS].sort());
  });

  it('closes the account area and money pages to guests, and leaves browsing open', () => {
    const by = (access: string) =>
      routes.filter((route) => route.access === access).map((route) => route.name);
    expect(by('visitor')).toEqual(['faq', 'footprint', 'footprintResult']);
    expect(by('notMember')).toEqual(['login', 'register']);
    expect(by('signedOut')).toEqual(['start', 'startAlias']);
    expect(by('member').sort()).toEqual(
      [
        'withdrawalPassword',
        'bankCard',
        'orders',
        'tons',
        'fundRecords',
        'notifications',
        'topUp',
        'apply',
        'withdraw',
        'loginPassword',
        'profileEdit',
        'avatarCropper',
        'projectDetail',
        'presale',
        'sell',
        'retire',
        'certificate',
      ].sort(),
    );
    for (const name of ['home', 'projects', 'project', 'news', 'newsDetail', 'about', 'settings'])
      expect(routeNamed(name as RouteName).access).toBe('anyone');
  });

  it('shows the tab bar on the three tab routes only', () => {
    expect(routes.filter((route) => route.tab).map((route) => [route.path, route.tab])).toEqual([
      ['/pages/index/index', 'home'],
      ['/pages/project/index', 'project'],
      ['/pages/profile/index', 'profile'],
    ]);
    expect(tabOf('/pages/project/index/')).toBe('project');
    expect(tabOf('/pages/project/project')).toBeNull();
  });
});

describe('every route has all its parts', () => {
  it('a built route names a page module that exists; a pending one has none', () => {
    const modules = new Set(pageModuleNames());
    for (const route of built)
      if (!route.pending)
        expect(modules.has(route.page), `${route.name}: ${route.page}`).toBe(true);
    for (const route of routes.filter((candidate) => candidate.pending))
      expect('page' in route, route.name).toBe(false);
  });

  it('each page module exports its component under the file’s name', async () => {
    const { pageLoader } = await import('./pageModules');
    for (const route of built)
      if (!route.pending)
        expect(typeof (await pageLoader(route.page)()), route.name).toBe('function');
  });

  it('a page drawn per request declares the data it is drawn with', () => {
    for (const route of built)
      if (!route.pending && route.drawn?.by === 'request')
        expect(route.data, `${route.name} is drawn without a data declaration`).toBeTypeOf(
          'function',
        );
  });

  it('a page prerendered by the build reads no data and is open to a signed-out visitor', () => {
    for (const route of built)
      if (!route.pending && route.drawn?.by === 'build') {
        expect(route.data, route.name).toBeUndefined();
        expect(['anyone', 'signedOut', 'notMember'], route.name).toContain(route.access);
      }
  });

  it('a parent is a route, and its parameters parse there', () => {
    for (const route of routes) {
      if (!route.parent) continue;
      const parent = routeNamed(route.parent.route as RouteName);
      expect(parent.name, route.name).toBe(route.parent.route);
      const sample = { id: 3, kind: 'normal', order: 5 };
      const params = route.parent.params?.(sample) ?? {};
      expect(parent.query.safeParse(params).success, route.name).toBe(true);
    }
  });

  it('every route has its line in docs/ROUTES.md', () => {
    for (const route of routes) {
      expect(route.doc.title.trim(), route.name).not.toBe('');
      expect(route.doc.shows.trim(), route.name).not.toBe('');
    }
  });

  it('the strings of a page’s area are there in English and in Chinese', async () => {
    const areas = new Set(
      built.flatMap((route) => (!route.pending && route.texts ? [route.texts] : [])),
    );
    expect(areas.size).toBeGreaterThan(0);
    for (const area of areas as Set<TextArea>) {
      const i18n = createLazyI18n();
      await loadAreaTexts(i18n, area);
      const english = keysOf((i18n.getResourceBundle('en', area) as object | undefined) ?? {});
      expect(english.length, area).toBeGreaterThan(0);
      await loadLanguage(i18n, 'cn');
      await loadAreaTexts(i18n, area);
      const chinese = new Set(
        keysOf((i18n.getResourceBundle('cn', area) as object | undefined) ?? {}),
      );
      expect(
        english.filter((key) => !chinese.has(key)),
        `${area}: no Chinese for`,
      ).toEqual([]);
    }
  });
});

/** Every leaf key of a nested resource object, dotted. */
function keysOf(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) =>
    value !== null && typeof value === 'object'
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('routeAt', () => {
  it('finds a route by its path, a trailing slash and letter case ignored', () => {
    expect(routeAt('/')?.name).toBe('start');
    expect(routeAt('/pages/index/start')?.name).toBe('startAlias');
    expect(routeAt('/pages/project/project')?.name).toBe('project');
    expect(routeAt('/pages/Register/index/')?.name).toBe('register');
    expect(routeAt('/pages/nowhere')).toBeNull();
  });
});

describe('parseQuery', () => {
  it('gives the parameters a page reads, typed', () => {
    expect(parseQuery('project', search('id=12'))).toEqual({ id: 12 });
    expect(parseQuery('forgotPassword', search('email=mei.lin%40example.com'))).toEqual({
      email: 'mei.lin@example.com',
    });
    expect(parseQuery('register', search('code=AB12CD'))).toEqual({ code: 'AB12CD' });
    expect(parseQuery('orders', search('status=completed&id=731'))).toEqual({
      status: 'completed',
      id: 731,
    });
  });

  it('reads which credits a sale is of, normal when the address does not say', () => {
    expect(parseQuery('sell', search('id=4&kind=presale'))).toEqual({ id: 4, kind: 'presale' });
    expect(parseQuery('sell', search('id=4'))).toEqual({ id: 4, kind: 'normal' });
    expect(parseQuery('sell', search('kind=normal'))).toBeNull();
    expect(parseQuery('sell', search('id=4&kind=retired'))).toBeNull();
  });

  it('ignores parameters a page does not read, and keeps the last of a repeated one', () => {
    expect(parseQuery('home', search('from=share&utm=x'))).toEqual({});
    expect(parseQuery('project', search('id=3&from=home'))).toEqual({ id: 3 });
    expect(parseQuery('newsDetail', search('id=1&id=7'))).toEqual({ id: 7 });
  });

  it('refuses a missing or malformed required value and an unknown choice (not found)', () => {
    for (const query of ['', 'id=abc', 'id=0', 'id=-1', 'id=1.5', 'id=', 'id=1e3'])
      expect(parseQuery('project', search(query)), query).toBeNull();
    expect(parseQuery('orders', search('status=shipped'))).toBeNull();
  });

  it('keeps a sign-in’s next page only when it is an address of this app', () => {
    expect(parseQuery('login', search('next=%2Fpages%2Fprofile%2Forder'))).toEqual({
      next: '/pages/profile/order',
    });
    for (const next of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'x'])
      expect(parseQuery('login', search(`next=${encodeURIComponent(next)}`)), next).toEqual({});
  });
});

describe('href and pageHref', () => {
  it('is the bare path for a route without parameters', () => {
    expect(href('home')).toBe('/pages/index/index');
    expect(href('login', {})).toBe('/pages/login/index');
    expect(href('login', { email: undefined })).toBe('/pages/login/index');
  });

  it('adds the parameters, encoded with URLSearchParams', () => {
    expect(href('project', { id: 12 })).toBe('/pages/project/project?id=12');
    expect(href('forgotPassword', { email: 'mei.lin+1@example.com' })).toBe(
      '/pages/login/forgot?email=mei.lin%2B1%40example.com',
    );
    expect(href('register', { code: 'A B&C' })).toBe('/pages/register/index?code=A+B%26C');
  });

  it('builds addresses that the route parses back to the same values', () => {
    const address = new URL(href('forgotPassword', { email: 'a&b=c@example.com' }), 'http://x');
    expect(routeAt(address.pathname)?.name).toBe('forgotPassword');
    expect(parseQuery('forgotPassword', address.searchParams)).toEqual({
      email: 'a&b=c@example.com',
    });
  });

  it('asks for the parameters a route requires and refuses names it does not read', () => {
    // @ts-expect-error: a project page needs its id
    expect(() => href('project')).not.toThrow();
    // @ts-expect-error: the login page reads no `id`
    expect(href('login', { id: 1 })).toBe('/pages/login/index?id=1');
    // @ts-expect-error: an order status the orders page does not know
    expect(href('orders', { status: 'shipped' })).toBe('/pages/profile/order?status=shipped');
    // @ts-expect-error: no route has this name
    expect(() => href('nowhere')).toThrow();
  });

  it('gives no address for a page still to be built, so no entry leads there', () => {
    expect(pageHref('tons')).toBe('/pages/profile/tons');
    expect(pageHref('sell', { id: 12, kind: 'presale' })).toBe(
      '/pages/project/dsell?id=12&kind=presale',
    );
    for (const route of routes.filter((candidate) => candidate.pending))
      expect(pageHref(route.name as RouteName), route.name).toBeUndefined();
  });
});

describe('the screens’ links', () => {
  const links = screenLinks();

  it('are the routes’ addresses, a place of one item with its query', () => {
    expect(links.login).toBe('/pages/login/index');
    expect(links.terms).toBe('/pages/other/protocol');
    expect(links.credits).toBe('/pages/profile/tons');
    expect(links.project(12)).toBe('/pages/project/project?id=12');
    expect(links.purchase(12)).toBe('/pages/project/dproject?id=12');
    expect(links.finalPayment({ id: 7, projectId: 12 })).toBe(
      '/pages/project/dpresale?id=12&order=7',
    );
    expect(links.orders()).toBe('/pages/profile/order');
    expect(links.orders('applying')).toBe('/pages/profile/order?status=applying');
    expect(links.order(7, 'completed')).toBe('/pages/profile/order?status=completed&id=7');
    expect(links.sell({ projectId: 12, kind: 'presale' })).toBe(
      '/pages/project/dsell?id=12&kind=presale',
    );
    expect(links.wallet).toBe('/pages/profile/fundlogs');
    expect(links.membership).toBe('/pages/profile/apply');
    expect(links.avatarCropper).toBe('/pages/profile/cropper');
    expect(links.topUpForPlan?.({ level: 'P3', period: 'annual', shortfall: money('14.60') })).toBe(
      '/pages/profile/topup?from=membership&period=annual&short=14.60',
    );
  });

  it('leave out a page still to be built', () => {
    const optional = {
      profileEdit: 'profileEdit',
      loginPassword: 'loginPassword',
      withdrawalPassword: 'withdrawalPassword',
      bankCard: 'bankCard',
    } as const;
    for (const [place, route] of Object.entries(optional))
      expect(links[place as keyof typeof optional], place).toBe(pageHref(route));
    expect(links.topUp).toBe(href('topUp'));
    expect(links.membership).toBe(href('apply'));
  });

  it('are one object for every page', () => {
    expect(screenLinks()).toBe(links);
  });
});
