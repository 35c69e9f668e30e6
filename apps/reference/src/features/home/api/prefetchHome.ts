import { queryClient } from '../../../lib/query/queryCache';
import { languageStore, sessionStore } from '../../../lib/services';
import { balancesQuery } from '../../../shared/wallet/balances';
import { featuredProjectsQuery, latestNewsQuery } from './homeQueries';

/**
 * Starts the home page's requests (projects, news, and a member's balances) while its code
 * downloads and renders, instead of from its first render: the page's hooks find them under the
 * same keys. Fresh data is not fetched again.
 */
export function prefetchHome(): void {
  void queryClient.prefetchQuery(featuredProjectsQuery(languageStore.get()));
  void queryClient.prefetchQuery(latestNewsQuery(languageStore.get()));
  if (sessionStore.getSnapshot().status === 'member')
    void queryClient.prefetchQuery(balancesQuery());
}
