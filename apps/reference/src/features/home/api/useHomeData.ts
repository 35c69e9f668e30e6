import { useQuery } from '@tanstack/react-query';
import type { Locale } from '@carbonmarket/ui';
import { featuredProjectsQuery, latestNewsQuery } from './homeQueries';

export function useFeaturedProjects(lang: Locale) {
  return useQuery(featuredProjectsQuery(lang));
}

export function useLatestNews(lang: Locale) {
  return useQuery(latestNewsQuery(lang));
}
