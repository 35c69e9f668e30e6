import { queryClient } from '../../../lib/query/queryCache';
import { languageStore } from '../../../lib/services';
import { holdingsQuery, salePagesQuery } from './creditQueries';

/** Starts the credits page's requests (the holdings, the first page of sales) while its code downloads. */
export function prefetchCredits(): void {
  const lang = languageStore.get();
  void queryClient.prefetchQuery(holdingsQuery(lang));
  void queryClient.prefetchInfiniteQuery(salePagesQuery(lang));
}
