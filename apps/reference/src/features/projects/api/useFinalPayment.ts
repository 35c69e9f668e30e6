import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { keyOf } from '../../../lib/query/endpointKeys';
import { balancesChanged, orderChanged } from '../../../lib/query/cacheChanges';

/**
 * Pays one booking's final amount, at most once (the idempotency key is kept for a retry). The
 * reply is applied as the changes it tells of (`lib/query/cacheChanges.ts`): the wallet and the
 * booking (the orders, the booking among them, are fetched again; the project's stock and the
 * member's order counts do not change); after a refusal (the deadline passed) the booking is.
 */
export function useFinalPayment(orderId: number) {
  const client = useQueryClient();
  return useMoneyMutation<typeof endpoints.orders.payFinal, undefined>(endpoints.orders.payFinal, {
    input: () => ({ orderId }),
    onSuccess: ({ order, balances }) => {
      balancesChanged(client, balances, 'reply');
      orderChanged(client, { orderId: order.id, status: order.status }, 'reply');
    },
    onError: () =>
      void client.invalidateQueries({ queryKey: keyOf(endpoints.orders.detail, { id: orderId }) }),
  });
}
