import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@carbonmarket/ui';
import { featuredProjectsQuery, latestNewsQuery } from './homeQueries';

export function useFeaturedProjects() {
  return useQuery(featuredProjectsQuery());
}

export function useLatestNews(lang: Locale) {
  return useQuery(latestNewsQuery(lang));
}
