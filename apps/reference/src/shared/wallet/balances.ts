import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { endpointQuery } from '../../lib/query/endpointQuery';

/**
 * A member's balances, under the key the socket writes: a balance push replaces them in the
 * cache, so every page that shows them (Home, the Profile tab) stays live without polling, and
 * one page finds what another fetched. Guests have none.
 */
export const balancesQuery = (enabled = true) =>
  endpointQuery(endpoints.wallet.balances, {}, { enabled });

/** A member's balances (live through the socket); pass `false` for a visitor who has none. */
export function useBalances(enabled: boolean) {
  return useQuery(balancesQuery(enabled));
}
