import { describe, expect, it } from 'vitest';
import { pageHref } from './pageHref';
import { PENDING_ROUTES } from './pendingRoutes';
import { paths } from './paths';

describe('pageHref', () => {
  it('gives the address of a page the app has, with its query, as href does', () => {
    expect(pageHref('tons')).toBe(paths.tons);
    expect(pageHref('sell', { id: 12, kind: 'presale' })).toBe(
      '/pages/project/dsell?id=12&kind=presale',
    );
  });

  it('gives no address for a page still to be built, so no entry leads there', () => {
    for (const name of PENDING_ROUTES) expect(pageHref(name), name).toBeUndefined();
    expect(pageHref('fundRecords')).toBeUndefined();
    expect(pageHref('apply')).toBeUndefined();
  });
});
