import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { Locale } from '@carbonmarket/ui';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/** How many projects the home page asks for (open ones are featured first). */
const PROJECTS_PAGE = { page: 1, pageSize: 10 } as const;
/** The news teaser shows the latest three. */
const NEWS_PAGE = { page: 1, pageSize: 3 } as const;

export function useFeaturedProjects() {
  return useQuery(endpointQuery(endpoints.projects.list, PROJECTS_PAGE));
}

export function useLatestNews(lang: Locale) {
  return useQuery(endpointQuery(endpoints.news.list, { ...NEWS_PAGE, lang }));
}

/**
 * A member's balances, under the key the socket writes: a balance push replaces them in the
 * cache, so the home page stays live without polling. Guests have none.
 */
export function useBalances(enabled: boolean) {
  return useQuery(endpointQuery(endpoints.wallet.balances, {}, { enabled }));
}
