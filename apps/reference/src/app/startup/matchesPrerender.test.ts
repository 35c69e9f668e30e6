import { describe, expect, it } from 'vitest';
import { matchesPrerender } from './matchesPrerender';

const firstVisit = {
  prerendered: '/pages/login/index',
  location: { pathname: '/pages/login/index', search: '' },
  language: 'en',
  session: 'none',
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
});
