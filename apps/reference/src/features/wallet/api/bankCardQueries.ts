import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { endpointMutation } from '../../../lib/query/endpointMutation';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/** The saved bank account (null before the first) and the banks to choose from. */
export const bankCardQuery = () => endpointQuery(endpoints.profile.bankCard, {});

/**
 * Saves the bank account withdrawals go to. The reply is the account as saved (the number's
 * spaces dropped), put in the cache for the page to show; the banks stay as they were.
 */
export function useSaveBankCard() {
  const client = useQueryClient();
  const key = bankCardQuery().queryKey;
  return useMutation(
    endpointMutation(endpoints.profile.saveBankCard, {
      onSuccess: (card) =>
        client.setQueryData(key, (saved) => (saved === undefined ? saved : { ...saved, card })),
    }),
  );
}
