import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@carbonmarket/domain/contract';
import type { ResponseOf } from '@carbonmarket/domain/contract';
import { idempotentOperation } from './idempotentOperation';
import { ApiError } from './apiError';
import type { ApiErrorKind } from './apiError';
import type { ApiResult } from './readReply';
import type { CallOptions } from './apiClient';

const withdraw = defineEndpoint({
  name: 'test.withdraw',
  method: 'POST',
  path: '/wallet/withdraw',
  access: 'member',
  request: () => z.object({ amount: z.string() }),
  response: () => z.object({}),
  moneyMoving: true,
  summary: 'Withdraws (test endpoint).',
});

type Result = ApiResult<ResponseOf<typeof withdraw>>;

const failure = (kind: ApiErrorKind): Result => ({
  ok: false,
  error: new ApiError({ kind, code: 'NETWORK_ERROR' }),
});
const success: Result = {
  ok: true,
  data: {},
  reply: { code: 0, msg: '', wait: 3, time: '' },
};

function setup(...results: Result[]) {
  const keys: (string | undefined)[] = [];
  const request = vi.fn(async (_endpoint: unknown, _input: unknown, options?: CallOptions) => {
    keys.push(options?.idempotencyKey);
    return results.shift() ?? success;
  });
  let next = 0;
  const submit = idempotentOperation({ request }, withdraw, () => `key-${++next}`);
  return { submit, keys };
}

describe('idempotentOperation', () => {
  it('keeps the key when the same input is sent again after a network error or timeout', async () => {
    const { submit, keys } = setup(failure('network'), failure('timeout'), success);
    await submit({ amount: '100' });
    await submit({ amount: '100' });
    await submit({ amount: '100' });
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('starts a new operation after a definite answer', async () => {
    const { submit, keys } = setup(success, failure('refused'), success);
    await submit({ amount: '100' });
    await submit({ amount: '100' });
    await submit({ amount: '100' });
    expect(keys).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('starts a new operation when the input changes', async () => {
    const { submit, keys } = setup(failure('network'), success);
    await submit({ amount: '100' });
    await submit({ amount: '150' });
    expect(keys).toEqual(['key-1', 'key-2']);
  });
});
