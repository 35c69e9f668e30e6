import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from './createQueryClient';
import { ApiError } from '../api/apiError';
import type { ApiErrorKind } from '../api/apiError';

const error = (kind: ApiErrorKind) => new ApiError({ kind, code: 'OPERATION_FAILED' });

describe('query defaults', () => {
  it('retry once on network errors only', () => {
    expect(shouldRetryQuery(0, error('network'))).toBe(true);
    expect(shouldRetryQuery(1, error('network'))).toBe(false);
    for (const kind of [
      'refused',
      'timeout',
      'session-expired',
      'invalid-reply',
      'aborted',
    ] as const)
      expect(shouldRetryQuery(0, error(kind)), kind).toBe(false);
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });

  it('refetch on reconnect and never retry mutations', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.refetchOnReconnect).toBe(true);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
