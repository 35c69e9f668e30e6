import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { DefaultError, InfiniteData, QueryKey } from '@tanstack/react-query';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import type { RequestOf, ResponseOf } from '@carbonmarket/domain/contract';
import type { Locale } from '@carbonmarket/domain';
import { nextPageOf } from '../../lib/query/pagedQuery';
import type { PageReply, PagedEndpoint, PagedInput } from '../../lib/query/pagedQuery';
import { consoleApi } from '../consoleServices';
import { CONSOLE_QUERY_ROOT } from './queueQueries';

/** How many members, orders, records or sessions one page brings. */
const PAGE_SIZE = 20;

/** Every query about members: what a change to one makes stale (lists show flags and levels). */
export const MEMBERS_KEY = [CONSOLE_QUERY_ROOT, 'members'] as const;

/** Every query about one member: the overview and the records. */
export const memberKey = (memberId: number) => [...MEMBERS_KEY, memberId] as const;

/**
 * The pages of one of the member endpoints' lists, from page 1 while the reply says `hasMore`,
 * through the console's client (as `pagedQuery` does for the member app's).
 */
function pagesOf<E extends PagedEndpoint>(
  endpoint: E,
  queryKey: QueryKey,
  input: Omit<PagedInput<E>, 'pageSize'>,
  enabled = true,
) {
  return infiniteQueryOptions<
    ResponseOf<E>,
    DefaultError,
    InfiniteData<ResponseOf<E>, number>,
    QueryKey,
    number
  >({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      consoleApi.call(
        endpoint,
        { ...input, page: pageParam, pageSize: PAGE_SIZE } as RequestOf<E>,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last as PageReply),
    enabled,
  });
}

/** The members matching `query` ('' for every member, newest first), a page at a time. */
export const membersQuery = (query: string) =>
  pagesOf(adminEndpoints.members, [...MEMBERS_KEY, 'search', query], query === '' ? {} : { query });

/** One member's profile and balances. */
export const memberQuery = (memberId: number) =>
  queryOptions({
    queryKey: [...memberKey(memberId), 'overview'],
    queryFn: ({ signal }) => consoleApi.call(adminEndpoints.member, { memberId }, { signal }),
  });

/** The member's orders, newest first, with the projects' names in the console's language. */
export const memberOrdersQuery = (memberId: number, lang: Locale, enabled: boolean) =>
  pagesOf(
    adminEndpoints.memberOrders,
    [...memberKey(memberId), 'orders', lang],
    { memberId, lang },
    enabled,
  );

/** The member's fund records, newest first. */
export const memberFundRecordsQuery = (memberId: number, enabled: boolean) =>
  pagesOf(
    adminEndpoints.memberFundRecords,
    [...memberKey(memberId), 'fundRecords'],
    { memberId },
    enabled,
  );

/** The member's sessions, newest first. */
export const memberSessionsQuery = (memberId: number, enabled: boolean) =>
  pagesOf(
    adminEndpoints.memberSessions,
    [...memberKey(memberId), 'sessions'],
    { memberId },
    enabled,
  );

/** The search in the address (`?query=koh`), as the endpoint reads it; '' when there is none. */
export function searchQueryOf(search: URLSearchParams): string {
  const given = search.get('query')?.trim() ?? '';
  if (given === '') return '';
  // A query the endpoint would refuse (typed by hand into the address) is left out.
  return adminEndpoints.members.request.shape.query.safeParse(given).success ? given : '';
}
