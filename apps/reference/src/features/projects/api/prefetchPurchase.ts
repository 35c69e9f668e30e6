import { queryClient } from '../../../lib/query/queryCache';
import { languageStore } from '../../../lib/services';
import { balancesQuery } from '../../../shared/wallet/balances';
import { projectDetailQuery } from './projectQueries';

/** Starts the purchase page's requests (the project, the wallet) while its code downloads. */
export function prefetchPurchase({ id }: { id: number }): void {
  void queryClient.prefetchQuery(projectDetailQuery(id, languageStore.get()));
  void queryClient.prefetchQuery(balancesQuery());
}
