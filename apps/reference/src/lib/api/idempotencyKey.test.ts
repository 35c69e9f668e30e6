import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotencyKey';

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID when there is one', () => {
    expect(newIdempotencyKey({ randomUUID: () => 'a-b-c-d-e', getRandomValues: (a) => a })).toBe(
      'a-b-c-d-e',
    );
  });

  it('builds a version 4 UUID from random bytes in insecure contexts', () => {
    const key = newIdempotencyKey({
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => a,
    });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set([newIdempotencyKey(crypto), newIdempotencyKey(crypto)]).size).toBe(2);
  });
});
