import { queryClient } from '../../../lib/query/queryCache';
import { balancesQuery } from '../../../shared/wallet/balances';
import { projectDetailQuery } from './projectQueries';

/** Starts the purchase page's requests (the project, the wallet) while its code downloads. */
export function prefetchPurchase({ id }: { id: number }): void {
  void queryClient.prefetchQuery(projectDetailQuery(id));
  void queryClient.prefetchQuery(balancesQuery());
}
