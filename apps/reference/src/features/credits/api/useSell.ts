import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { CreditKind, Tons } from '@carbonmarket/domain';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { areaKeyOf, keyOf } from '../../../lib/query/endpointKeys';

/**
 * Sells tons of one holding. The same quantity sent again after a timeout carries the same
 * idempotency key, so it is sold at most once. After a sale the wallet in the cache becomes the
 * server's answer (the proceeds in pending, the credits down), and what it changed (the holdings
 * and their detail, the sales, the fund records) is fetched again; after a refusal the holding
 * is, since another device may have sold from it or its price may have moved.
 */
export function useSell(projectId: number, kind: CreditKind) {
  const client = useQueryClient();
  const refreshCredits = () =>
    client.invalidateQueries({ queryKey: areaKeyOf(endpoints.credits.holdings) });
  return useMoneyMutation(endpoints.credits.sell, {
    input: ({ quantity }: { quantity: Tons }) => ({
      projectId,
      kind,
      quantity: quantity.toString(),
    }),
    onSuccess: ({ balances }) => {
      client.setQueryData(keyOf(endpoints.wallet.balances, {}), balances);
      void refreshCredits();
      void client.invalidateQueries({ queryKey: keyOf(endpoints.wallet.fundRecords) });
    },
    onError: () => void refreshCredits(),
  });
}
