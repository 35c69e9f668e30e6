import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { Tons } from '@carbonmarket/domain';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { areaKeyOf } from '../../../lib/query/endpointKeys';
import { balancesChanged, orderChanged, projectOrdered } from '../../../lib/query/cacheChanges';

/**
 * Books tons of one presale, paying its booking fee (the member agreed to the terms on the form),
 * at most once per intended booking (the idempotency key is kept for a retry). The reply is
 * applied as the changes it tells of (`lib/query/cacheChanges.ts`): the wallet, the booking, the
 * project.
 */
export function useBooking(projectId: number) {
  const client = useQueryClient();
  return useMoneyMutation(endpoints.orders.book, {
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
