import { describe, expect, it } from 'vitest';
import { nextSaleStart } from './nextSaleStart';

const now = new Date('2026-11-20T02:00:00Z');
const at = (iso: string | null) => ({ sellingStartsAt: iso === null ? null : new Date(iso) });

describe('the next sale start', () => {
  it('is the latest start still ahead, so that every countdown on screen keeps ticking', () => {
    expect(
      nextSaleStart(
        [
          at('2026-12-01T00:00:00Z'),
          at('2026-11-21T00:00:00Z'),
          at('2026-10-01T00:00:00Z'),
          at(null),
        ],
        now,
      ),
    ).toEqual(new Date('2026-12-01T00:00:00Z'));
  });

  it('is none when every start has passed or none is set', () => {
    expect(nextSaleStart([at('2026-11-20T02:00:00Z'), at(null)], now)).toBeUndefined();
    expect(nextSaleStart([], now)).toBeUndefined();
  });
});
