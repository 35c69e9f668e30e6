import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { Money } from '@carbonmarket/domain';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { endpointMutation } from '../../../lib/query/endpointMutation';
import { topUpQuery } from './topUpQueries';

/**
 * Opens a top-up. The same amount sent again after a timeout carries the same idempotency key, so
 * one top-up is opened. Its reply is the top-up itself, put in the cache for the page it opens.
 */
export function useOpenTopUp() {
  const client = useQueryClient();
  return useMoneyMutation(endpoints.wallet.createTopUp, {
    input: (amount: Money) => ({ amount: amount.toString() }),
    onSuccess: (topUp) => client.setQueryData(topUpQuery(topUp.id).queryKey, topUp),
  });
}

/**
 * Cancels a pending top-up: the reply is the cancelled top-up; after a refusal (credited or
 * cancelled meanwhile) the top-up is fetched again to show what it became.
 */
export function useCancelTopUp(id: number) {
  const client = useQueryClient();
  const key = topUpQuery(id).queryKey;
  return useMutation(
    endpointMutation(endpoints.wallet.cancelTopUp, {
      onSuccess: (topUp) => client.setQueryData(key, topUp),
      onError: () => void client.invalidateQueries({ queryKey: key }),
    }),
  );
}
