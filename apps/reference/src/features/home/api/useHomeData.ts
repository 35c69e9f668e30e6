import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@carbonmarket/ui';
import { balancesQuery, featuredProjectsQuery, latestNewsQuery } from './homeQueries';

export function useFeaturedProjects() {
  return useQuery(featuredProjectsQuery());
}

export function useLatestNews(lang: Locale) {
  return useQuery(latestNewsQuery(lang));
}

/** A member's balances (live through the socket); guests have none. */
export function useBalances(enabled: boolean) {
  return useQuery(balancesQuery(enabled));
}
