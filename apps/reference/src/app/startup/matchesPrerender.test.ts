import { describe, expect, it } from 'vitest';
import { matchesPrerender } from './matchesPrerender';

const firstVisit = {
  prerendered: '/pages/login/index',
  location: { pathname: '/pages/login/index', search: '' },
  language: 'en',
  session: 'none',
  memId: 0,
} as const;

describe('matchesPrerender', () => {
  it("hydrates a first-time visitor's prerendered page, a trailing slash ignored", () => {
    expect(matchesPrerender(firstVisit)).toBe(true);
    expect(
      matchesPrerender({
        ...firstVisit,
        location: { pathname: '/pages/login/index/', search: '' },
      }),
    ).toBe(true);
    expect(
      matchesPrerender({
        ...firstVisit,
        prerendered: '/',
        location: { pathname: '/', search: '' },
      }),
    ).toBe(true);
  });

  it('renders afresh what the prerender did not assume', () => {
    expect(matchesPrerender({ ...firstVisit, prerendered: undefined })).toBe(false);
    expect(matchesPrerender({ ...firstVisit, prerendered: '/' })).toBe(false);
    expect(matchesPrerender({ ...firstVisit, language: 'cn' })).toBe(false);
    expect(matchesPrerender({ ...firstVisit, session: 'guest' })).toBe(false);
    expect(matchesPrerender({ ...firstVisit, session: 'member' })).toBe(false);
    expect(
      matchesPrerender({
        ...firstVisit,
        location: { pathname: '/pages/login/index', search: '?email=a%40b.sg' },
      }),
    ).toBe(false);
  });

  const drawnForMember = {
    prerendered: '/pages/project/index',
    drawnFor: { member: '7', lang: 'en', search: '?status=1' },
    location: { pathname: '/pages/project/index', search: '?status=1' },
    language: 'en',
    session: 'member',
    memId: 7,
  } as const;

  it('hydrates a page the server drew for this visitor, in this language, at this address', () => {
    expect(matchesPrerender(drawnForMember)).toBe(true);
    expect(matchesPrerender({ ...drawnForMember, session: 'guest' })).toBe(true);
  });

  it('renders afresh a page the server drew for someone or something else', () => {
    expect(matchesPrerender({ ...drawnForMember, memId: 8 })).toBe(false);
    expect(matchesPrerender({ ...drawnForMember, session: 'none', memId: 0 })).toBe(false);
    expect(matchesPrerender({ ...drawnForMember, language: 'cn' })).toBe(false);
    expect(
      matchesPrerender({
        ...drawnForMember,
        location: { pathname: '/pages/project/index', search: '' },
      }),
    ).toBe(false);
    expect(
      matchesPrerender({
        ...drawnForMember,
        location: { pathname: '/pages/index/index', search: '?status=1' },
      }),
    ).toBe(false);
  });
});
