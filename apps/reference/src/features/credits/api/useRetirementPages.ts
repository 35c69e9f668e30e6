import { useInfiniteQuery } from '@tanstack/react-query';
import type { Locale } from '@carbonmarket/ui';
import { pagedListOf } from '../../../shared/data/pagedList';
import { retirementPagesQuery } from './creditQueries';

/** The pages of the member's retirements in `lang`, for the list's reach-bottom loading. */
export function useRetirementPages(lang: Locale) {
  return pagedListOf(useInfiniteQuery(retirementPagesQuery(lang)));
}
