import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { keyOf } from '../../../lib/query/endpointKeys';
import { refreshAfterOrder } from './refreshAfterOrder';

/**
 * Pays one booking's final amount, at most once (the idempotency key is kept for a retry). After
 * it the cache follows the server's answer (the orders, the booking among them, are fetched
 * again); after a refusal (the deadline passed) the booking is.
 */
export function useFinalPayment(orderId: number) {
  const client = useQueryClient();
  return useMoneyMutation<typeof endpoints.orders.payFinal, undefined>(endpoints.orders.payFinal, {
    input: () => ({ orderId }),
    onSuccess: ({ balances }) => refreshAfterOrder(client, balances),
    onError: () =>
      void client.invalidateQueries({ queryKey: keyOf(endpoints.orders.detail, { id: orderId }) }),
  });
}
