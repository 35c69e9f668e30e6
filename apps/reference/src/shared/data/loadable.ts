import type { UseQueryResult } from '@tanstack/react-query';
import type { ErrorCode } from '@carbonmarket/domain';
import type { Loadable } from '@carbonmarket/ui';
import { ApiError } from '../../lib/api/apiError';

/** The catalogue code of a failed query: its ApiError's, or OPERATION_FAILED for anything else. */
const codeOf = (error: unknown): ErrorCode =>
  error instanceof ApiError ? error.code : 'OPERATION_FAILED';

/** A query as a screen section shows it: skeletons, an error with its code, or the data. */
export function loadableOf<T, R>(query: UseQueryResult<T>, select: (data: T) => R): Loadable<R> {
  if (query.isSuccess) return { status: 'ready', data: select(query.data) };
  if (query.isError) return { status: 'error', error: codeOf(query.error) };
  return { status: 'loading' };
}

/**
 * Two queries one screen section needs together: failed when either failed (the first's code
 * when both did), ready when both are, loading otherwise.
 */
export function loadableOfBoth<A, B, R>(
  first: UseQueryResult<A>,
  second: UseQueryResult<B>,
  select: (a: A, b: B) => R,
): Loadable<R> {
  if (first.isSuccess && second.isSuccess)
    return { status: 'ready', data: select(first.data, second.data) };
  if (first.isError) return { status: 'error', error: codeOf(first.error) };
  if (second.isError) return { status: 'error', error: codeOf(second.error) };
  return { status: 'loading' };
}
