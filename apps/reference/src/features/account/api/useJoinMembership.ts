import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { keyOf } from '../../../lib/query/endpointKeys';
import { balancesChanged, membershipChanged } from '../../../lib/query/cacheChanges';

/**
 * Buys a membership plan from the available balance. The same plan sent again after a timeout
 * carries the same idempotency key, so it is paid at most once. The reply is applied as the
 * changes it tells of: the wallet after paying, the new level and its end (the Profile tab shows
 * them without a reload, and the projects the level opens are fetched again). After a refusal the
 * plans and the balances are fetched again: what refused it (a level bought elsewhere, money
 * spent elsewhere) shows.
 */
export function useJoinMembership() {
  const client = useQueryClient();
  return useMoneyMutation(endpoints.membership.join, {
    onSuccess: ({ balances, level, expiresAt }) => {
      balancesChanged(client, balances, 'reply');
      membershipChanged(client, { level, expiresAt });
    },
    onError: () => {
      void client.invalidateQueries({ queryKey: keyOf(endpoints.membership.plans) });
      void client.invalidateQueries({ queryKey: keyOf(endpoints.wallet.balances) });
    },
  });
}
