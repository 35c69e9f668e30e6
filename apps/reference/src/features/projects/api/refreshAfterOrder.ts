import type { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { Balances } from '@carbonmarket/domain';
import { areaKeyOf, keyOf } from '../../../lib/query/endpointKeys';

/**
 * After an order went through (a purchase, a booking, a final payment): the wallet in the cache
 * becomes the server's answer, and what the order changed is fetched again: the projects (their
 * remaining tons, the member's caps), the orders, the holdings and the fund records.
 */
export function refreshAfterOrder(client: QueryClient, balances: Balances): void {
  client.setQueryData(keyOf(endpoints.wallet.balances, {}), balances);
  void client.invalidateQueries({ queryKey: areaKeyOf(endpoints.projects.detail) });
  void client.invalidateQueries({ queryKey: areaKeyOf(endpoints.orders.list) });
  void client.invalidateQueries({ queryKey: areaKeyOf(endpoints.credits.holdings) });
  void client.invalidateQueries({ queryKey: keyOf(endpoints.wallet.fundRecords) });
}
