import { infiniteQueryOptions } from '@tanstack/react-query';
import type {
  DefaultError,
  InfiniteData,
  QueryKey,
  UndefinedInitialDataInfiniteOptions,
} from '@tanstack/react-query';
import type { Endpoint, RequestOf, ResponseOf } from '@carbonmarket/domain/contract';
import type { z } from 'zod';
import { apiOf } from './clientApi';
import { keyOf } from './endpointKeys';

/** What one page of a list endpoint replies (`pageWire` of the contract). */
export interface PageReply<Item = unknown> {
  items: Item[];
  page: number;
  hasMore: boolean;
}

/** A list endpoint: its request takes `page` (and `pageSize`), its reply is a `pageWire`. */
export type PagedEndpoint = Endpoint<
  z.ZodType<unknown, { page?: number | string | undefined }>,
  z.ZodType<PageReply>
>;

/** The request of a list without its page: the helper asks for page 1, 2... itself. */
export type PagedInput<E extends Endpoint> = Omit<RequestOf<E>, 'page'>;

export type PagedQueryOptions<
  E extends Endpoint,
  TData = InfiniteData<ResponseOf<E>, number>,
> = Omit<
  UndefinedInitialDataInfiniteOptions<ResponseOf<E>, DefaultError, TData, QueryKey, number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
>;

/** Where the list's reach-bottom goes next: the page after this one, none after the last. */
export const nextPageOf = (last: PageReply): number | undefined =>
  last.hasMore && last.items.length > 0 ? last.page + 1 : undefined;

/**
 * The pages of a list endpoint as one infinite query, for the List's reach-bottom loading: page 1
 * first, then `page + 1` while the reply says `hasMore` (never after an empty page). Keyed
 * `[...keyOf(endpoint, input), 'pages']`: apart from single-page queries of the same input, and
 * still under `keyOf(endpoint)`, so invalidating the endpoint refreshes it too.
 *
 * ```ts
 * const records = useInfiniteQuery(pagedQuery(endpoints.wallet.fundRecords, { pageSize: 20 }));
 * <List items={itemsOf(records.data)} hasMore={records.hasNextPage} onReachBottom={() => void records.fetchNextPage()} ... />
 * ```
 */
export function pagedQuery<E extends PagedEndpoint, TData = InfiniteData<ResponseOf<E>, number>>(
  endpoint: E,
  input: PagedInput<E>,
  options: PagedQueryOptions<E, TData> = {},
) {
  return infiniteQueryOptions<ResponseOf<E>, DefaultError, TData, QueryKey, number>({
    ...options,
    queryKey: [...keyOf(endpoint, input as RequestOf<E>), 'pages'],
    queryFn: ({ pageParam, signal, client }) =>
      apiOf(client).call(endpoint, { ...input, page: pageParam } as RequestOf<E>, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last as PageReply),
  });
}

/** Every item of the pages loaded so far, in order (none before the first page is in). */
export const itemsOf = <Item>(data: InfiniteData<PageReply<Item>, unknown> | undefined): Item[] =>
  data?.pages.flatMap((page) => page.items) ?? [];
