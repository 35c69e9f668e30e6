import { queryClient } from '../../../lib/query/queryCache';
import { languageStore } from '../../../lib/services';
import { balancesQuery } from '../../../shared/wallet/balances';
import { bookingQuery } from './bookingQueries';
import { projectDetailQuery } from './projectQueries';

/**
 * Starts the presale page's requests while its code downloads: the booking and the wallet for a
 * final payment, the project and the wallet for a booking.
 */
export function prefetchPresale({ id, order }: { id: number; order?: number | undefined }): void {
  const lang = languageStore.get();
  if (order === undefined) void queryClient.prefetchQuery(projectDetailQuery(id, lang));
  else void queryClient.prefetchQuery(bookingQuery(order, lang));
  void queryClient.prefetchQuery(balancesQuery());
}
