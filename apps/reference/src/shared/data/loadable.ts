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

/** The queries of `loadableOfAll`, one per value of `T`. */
type QueryResults<T extends readonly unknown[]> = { readonly [K in keyof T]: UseQueryResult<T[K]> };

/**
 * Queries one screen section needs together: failed when any failed (the first failure's code,
 * in the order given), ready when all are, loading otherwise.
 */
export function loadableOfAll<T extends readonly unknown[], R>(
  queries: QueryResults<T>,
  select: (...data: T) => R,
): Loadable<R> {
  const results: readonly UseQueryResult[] = queries;
  const failed = results.find((query) => query.isError);
  if (failed) return { status: 'error', error: codeOf(failed.error) };
  if (results.every((query) => query.isSuccess))
    // Every query succeeded, so each `data` is the value of its place in `T`.
    return { status: 'ready', data: select(...(results.map((query) => query.data) as unknown as T)) };
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
  return loadableOfAll<[A, B], R>([first, second], select);
}
