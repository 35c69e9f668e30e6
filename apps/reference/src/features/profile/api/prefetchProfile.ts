import { queryClient } from '../../../lib/query/queryCache';
import { sessionStore } from '../../../lib/services';
import { balancesQuery } from '../../../shared/wallet/balances';
import { memberProfileQuery } from './profileQueries';

/**
 * Starts a member's requests of the Profile tab (the profile and the balances) while its code
 * downloads and renders; the tab's hooks find them under the same keys. A guest or a visitor
 * without a session has nothing to load. Fresh data is not fetched again.
 */
export function prefetchProfile(): void {
  if (sessionStore.getSnapshot().status !== 'member') return;
  void queryClient.prefetchQuery(memberProfileQuery());
  void queryClient.prefetchQuery(balancesQuery());
}
