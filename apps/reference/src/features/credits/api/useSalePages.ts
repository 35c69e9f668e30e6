import { useInfiniteQuery } from '@tanstack/react-query';
import type { Locale, SalePages } from '@carbonmarket/ui';
import { itemsOf } from '../../../lib/query/pagedQuery';
import { ApiError } from '../../../lib/api/apiError';
import { salePagesQuery } from './creditQueries';

/** The pages of the member's sales in `lang`, for the list's reach-bottom loading. */
export function useSalePages(lang: Locale) {
  const pages = useInfiniteQuery(salePagesQuery(lang));
  const list: SalePages = {
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
    // A failed first page loads again from the start; a failed later page, that page again.
    retry: () => void (pages.data === undefined ? pages.refetch() : pages.fetchNextPage()),
    refresh: async () => {
      await pages.refetch();
    },
  };
}
