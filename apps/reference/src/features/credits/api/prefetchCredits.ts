import { queryClient } from '../../../lib/query/queryCache';
import { holdingsQuery, salePagesQuery } from './creditQueries';

/** Starts the credits page's requests (the holdings, the first page of sales) while its code downloads. */
export function prefetchCredits(): void {
  void queryClient.prefetchQuery(holdingsQuery());
  void queryClient.prefetchInfiniteQuery(salePagesQuery());
}
