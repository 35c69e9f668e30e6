import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ErrorCode } from '@carbonmarket/domain';
import type { ListStatus } from '@carbonmarket/ui';
import { ApiError } from '../../lib/api/apiError';
import { itemsOf } from '../../lib/query/pagedQuery';
import type { PageReply } from '../../lib/query/pagedQuery';

/** A paged list as the design system's lists take it (`ProjectPages`, `OrderPages`). */
export interface PagedList<Item> {
  items: readonly Item[];
  status: ListStatus;
  error?: ErrorCode;
  hasMore: boolean;
}

/**
 * The pages of a list query (`pagedQuery`) as a screen shows them, with what its List's callbacks
 * do: the next page at the bottom, a retry (a failed first page from the start, a failed later
 * page that page again), and pull to refresh.
 */
export function pagedListOf<Item>(
  pages: UseInfiniteQueryResult<InfiniteData<PageReply<Item>, number>>,
) {
  const list: PagedList<Item> = {
    items: itemsOf(pages.data),
    status: pages.isError
      ? 'error'
      : pages.isPending || pages.isFetchingNextPage
        ? 'loading'
        : 'idle',
    ...(pages.isError
      ? { error: pages.error instanceof ApiError ? pages.error.code : 'OPERATION_FAILED' }
      : {}),
    hasMore: pages.hasNextPage,
  };
  return {
    list,
    nextPage: () => void pages.fetchNextPage(),
    retry: () => void (pages.data === undefined ? pages.refetch() : pages.fetchNextPage()),
    refresh: async () => {
      await pages.refetch();
    },
  };
}
