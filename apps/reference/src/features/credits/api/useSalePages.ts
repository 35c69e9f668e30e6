import { useInfiniteQuery } from '@tanstack/react-query';
import type { Locale } from '@carbonmarket/ui';
import { pagedListOf } from '../../../shared/data/pagedList';
import { salePagesQuery } from './creditQueries';

/** The pages of the member's sales in `lang`, for the list's reach-bottom loading. */
export function useSalePages(lang: Locale) {
  return pagedListOf(useInfiniteQuery(salePagesQuery(lang)));
}
