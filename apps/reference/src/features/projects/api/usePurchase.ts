import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { Tons } from '@carbonmarket/domain';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { areaKeyOf } from '../../../lib/query/endpointKeys';
import { balancesChanged, orderChanged, projectOrdered } from '../../../lib/query/cacheChanges';

/**
 * Buys tons of one project (the member agreed to the terms on the form). The same quantity sent
 * again after a timeout carries the same idempotency key, so it is bought at most once. After a
 * purchase the reply is applied as the changes it tells of (`lib/query/cacheChanges.ts`): the
 * wallet, the order, the project; after a refusal the project is fetched again, since another
 * buyer may have changed it.
 */
export function usePurchase(projectId: number) {
  const client = useQueryClient();
  return useMoneyMutation(endpoints.orders.buy, {
    input: ({ quantity }: { quantity: Tons }) => ({
      projectId,
      quantity: quantity.toString(),
      agreed: true as const,
    }),
    onSuccess: ({ order, balances }) => {
      balancesChanged(client, balances, 'reply');
      orderChanged(client, { orderId: order.id, status: order.status }, 'reply');
      projectOrdered(client, order.projectId);
    },
    onError: () =>
      void client.invalidateQueries({ queryKey: areaKeyOf(endpoints.projects.detail) }),
  });
}
