import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from '../../scripts/apiDocs';

describe('docs/API.md', () => {
  it('matches the contract (run `npm run docs:api` after changing an endpoint)', () => {
    expect(readFileSync(new URL('../../docs/API.md', import.meta.url), 'utf8')).toBe(
      renderApiDocs(),
    );
  });
});
