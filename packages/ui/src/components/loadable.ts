import type { ErrorCode } from '@carbonmarket/domain';

/**
 * Data a screen shows once it has arrived: still `loading` (skeletons), failed with an `error`
 * (a message and a retry), or `ready` with its `data` (which may be empty).
 */
export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; error?: ErrorCode } | { status: 'ready'; data: T };
