import type { CreditKind } from '@carbonmarket/domain';
import { queryClient } from '../../../lib/query/queryCache';
import { languageStore } from '../../../lib/services';
import { holdingDetailQuery } from './creditQueries';

/** Starts the sale page's request (the holding and its terms of sale) while its code downloads. */
export function prefetchSell({ id, kind }: { id: number; kind: CreditKind }): void {
  void queryClient.prefetchQuery(holdingDetailQuery(id, kind, languageStore.get()));
}
