import { z } from 'zod';
import { malformed } from '../validation/fields';

/** Largest page a list endpoint serves. */
export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;

/** A whole number sent in a query string (always text on the wire) or in a JSON body. */
const queryInt = (min: number, max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,9}$/, malformed)], malformed)
    .transform(Number)
    .pipe(z.number().int(malformed).min(min, malformed).max(max, malformed));

/** Paging of a list request: `page` counts from 1. */
export const pageQuery = z.object(
  {
    page: queryInt(1, 1_000_000).default(1),
    pageSize: queryInt(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  },
  malformed,
);

/** An id in a path-like query parameter (`?id=12`) or a body. */
export const idParam = queryInt(1, Number.MAX_SAFE_INTEGER);

/** One page of a list, newest first unless the endpoint says otherwise. */
export const pageWire = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
    /** More items after this page: the list's reach-bottom loads page + 1. */
    hasMore: z.boolean(),
  });

/** Paging arithmetic for a server: the SQL offset and the reply's page fields. */
export function pageOf<T>(
  items: T[],
  { page, pageSize }: { page: number; pageSize: number },
  total: number,
) {
  return { items, page, pageSize, total, hasMore: page * pageSize < total };
}

/** SQL `LIMIT ? OFFSET ?` values of a page. */
export const pageLimits = ({ page, pageSize }: { page: number; pageSize: number }) =>
  [pageSize, (page - 1) * pageSize] as const;
