import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { Tons } from '@carbonmarket/domain';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { areaKeyOf, keyOf } from '../../../lib/query/endpointKeys';

/**
 * Buys tons of one project (the member agreed to the terms on the form). The same quantity sent
 * again after a timeout carries the same idempotency key, so it is bought at most once. After a
 * purchase the wallet in the cache becomes the server's answer, and what it changed (the
 * project's remaining tons and the member's caps, the orders, the holdings, the fund records) is
 * fetched again; after a refusal the project is, since another buyer may have changed it.
 */
export function usePurchase(projectId: number) {
  const client = useQueryClient();
  const refreshProjects = () =>
    client.invalidateQueries({ queryKey: areaKeyOf(endpoints.projects.detail) });
  return useMoneyMutation(endpoints.orders.buy, {
    input: ({ quantity }: { quantity: Tons }) => ({
      projectId,
      quantity: quantity.toString(),
      agreed: true as const,
    }),
    onSuccess: ({ balances }) => {
      client.setQueryData(keyOf(endpoints.wallet.balances, {}), balances);
      void refreshProjects();
      void client.invalidateQueries({ queryKey: areaKeyOf(endpoints.orders.list) });
      void client.invalidateQueries({ queryKey: areaKeyOf(endpoints.credits.holdings) });
      void client.invalidateQueries({ queryKey: keyOf(endpoints.wallet.fundRecords) });
    },
    onError: () => void refreshProjects(),
  });
}
