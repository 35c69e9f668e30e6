import { useQuery } from '@tanstack/react-query';
import { getBalances, newsList, projectList } from '@carbonmarket/domain';
import type { Locale } from '@carbonmarket/ui';
import { api } from '../../../lib/api/api';
import { queryKeys } from '../../../lib/query/queryKeys';

/** How many projects the home page asks for (open ones are featured first). */
const PROJECTS_PAGE = { page: 1, pageSize: 10 } as const;
/** The news teaser shows the latest three. */
const NEWS_PAGE = { page: 1, pageSize: 3 } as const;

export function useFeaturedProjects() {
  return useQuery({
    queryKey: queryKeys.projects.list(PROJECTS_PAGE),
    queryFn: ({ signal }) => api.call(projectList, PROJECTS_PAGE, { signal }),
  });
}

export function useLatestNews(lang: Locale) {
  const input = { ...NEWS_PAGE, lang };
  return useQuery({
    queryKey: queryKeys.news.list(input),
    queryFn: ({ signal }) => api.call(newsList, input, { signal }),
  });
}

/**
 * A member's balances, under the key the socket writes: a balance push replaces them in the
 * cache, so the home page stays live without polling. Guests have none.
 */
export function useBalances(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.balances,
    queryFn: ({ signal }) => api.call(getBalances, {}, { signal }),
    enabled,
  });
}
