import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderRoutesDoc } from '../../scripts/routesDoc';
import { routeList } from '../../apps/reference/src/app/routes/routeTree';

describe('docs/ROUTES.md', () => {
  it("matches the routes' declarations (run `npm run docs:routes` after changing a route)", () => {
    expect(readFileSync(new URL('../../docs/ROUTES.md', import.meta.url), 'utf8')).toBe(
      renderRoutesDoc(routeList),
    );
  });
});
