import { useInfiniteQuery } from '@tanstack/react-query';
import type { Locale, ProjectPages } from '@carbonmarket/ui';
import { itemsOf } from '../../../lib/query/pagedQuery';
import { projectPagesQuery } from './projectQueries';
import type { ProjectListFilter } from './projectQueries';
import { ApiError } from '../../../lib/api/apiError';

/** The pages of the project list in `lang`, filtered by status and type (all of them when none). */
export function useProjectPages(filter: ProjectListFilter, lang: Locale) {
  const pages = useInfiniteQuery(projectPagesQuery(filter, lang));
  const list: ProjectPages = {
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
