import { useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { CreditKind } from '@carbonmarket/domain';
import type { Locale } from '@carbonmarket/ui';
import type { RetirementAsked } from '@carbonmarket/ui/screens/credits/RetireScreen';
import { useMoneyMutation } from '../../../lib/query/moneyMutation';
import { areaKeyOf } from '../../../lib/query/endpointKeys';
import { creditsRetired } from '../../../lib/query/cacheChanges';

/**
 * Retires whole tons of one holding. The same retirement sent again after a timeout carries the
 * same idempotency key, so it is made at most once. The reply is applied as the change it tells
 * of (`lib/query/cacheChanges.ts`): the wallet's balances, the certificate ready for its page,
 * the holdings and the retirements fetched again; after a refusal the holding is, since another
 * device may have sold or retired from it.
 */
export function useRetire(projectId: number, kind: CreditKind, lang: Locale) {
  const client = useQueryClient();
  return useMoneyMutation(endpoints.credits.retire, {
    input: ({ quantity, beneficiary, reason }: RetirementAsked) => ({
      projectId,
      kind,
      quantity: quantity.toString(),
      ...(beneficiary === undefined ? {} : { beneficiary }),
      reason,
    }),
    onSuccess: (reply) => creditsRetired(client, reply, lang),
    onError: () =>
      void client.invalidateQueries({ queryKey: areaKeyOf(endpoints.credits.holdings) }),
  });
}
