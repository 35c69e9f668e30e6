import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { CreditKind, Tons } from '@carbonmarket/domain';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { areaKeyOf } from '../../../lib/query/endpointKeys';
import { balancesChanged } from '../../../lib/query/cacheChanges';

/**
 * Sells tons of one holding. The same quantity sent again after a timeout carries the same
 * idempotency key, so it is sold at most once. The reply is applied as the change it tells of
 * (`lib/query/cacheChanges.ts`): the wallet (the proceeds in pending, the credits down), with the
 * holdings, the sales and the fund records fetched again; after a refusal the holding is, since
 * another device may have sold from it or its price may have moved.
 */
export function useSell(projectId: number, kind: CreditKind) {
  const client = useQueryClient();
  return useMoneyMutation(endpoints.credits.sell, {
    input: ({ quantity }: { quantity: Tons }) => ({
      projectId,
      kind,
      quantity: quantity.toString(),
    }),
    onSuccess: ({ balances }) => balancesChanged(client, balances, 'reply'),
    onError: () =>
      void client.invalidateQueries({ queryKey: areaKeyOf(endpoints.credits.holdings) }),
  });
}
