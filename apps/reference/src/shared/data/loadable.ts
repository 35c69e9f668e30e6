import type { UseQueryResult } from '@tanstack/react-query';
import type { Loadable } from '@carbonmarket/ui';
import { ApiError } from '../../lib/api/apiError';

/** A query as a screen section shows it: skeletons, an error with its code, or the data. */
export function loadableOf<T, R>(query: UseQueryResult<T>, select: (data: T) => R): Loadable<R> {
  if (query.isSuccess) return { status: 'ready', data: select(query.data) };
  if (query.isError)
    return {
      status: 'error',
      error: query.error instanceof ApiError ? query.error.code : 'OPERATION_FAILED',
    };
  return { status: 'loading' };
}
