import { z } from 'zod';
import { nextPageOf } from '../../../shared/routing/nextPage';

/**
 * `?next=`: the page a visitor was sent to sign in for, opened once they are in (`nextPageOf`:
 * only an address of this app counts; anything else is dropped and the visitor lands Home).
 */
export const nextPage = z
  .string()
  .optional()
  .catch(undefined)
  .transform((next) =>
    next === undefined ? undefined : nextPageOf(`?next=${encodeURIComponent(next)}`),
  );
