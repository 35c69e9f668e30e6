import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { Tons } from '@carbonmarket/domain';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { areaKeyOf } from '../../../lib/query/endpointKeys';
import { refreshAfterOrder } from './refreshAfterOrder';

/**
 * Books tons of one presale, paying its booking fee (the member agreed to the terms on the form),
 * at most once per intended booking (the idempotency key is kept for a retry).
 */
export function useBooking(projectId: number) {
  const client = useQueryClient();
  return useMoneyMutation(endpoints.orders.book, {
    input: ({ quantity }: { quantity: Tons }) => ({
      projectId,
      quantity: quantity.toString(),
      agreed: true as const,
    }),
    onSuccess: ({ balances }) => refreshAfterOrder(client, balances),
    onError: () =>
      void client.invalidateQueries({ queryKey: areaKeyOf(endpoints.projects.detail) }),
  });
}
