import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { ResponseOf } from '@carbonmarket/domain/contract';
import type { Locale } from '@carbonmarket/ui';
import { keyOf } from '../../../lib/query/endpointKeys';
import { orderDetailQuery } from './orderQueries';

type OrderListPage = ResponseOf<typeof endpoints.orders.list>;

/**
 * The order as a list in the same language already in the cache shows it (the card the member
 * pressed), if any.
 */
function fromLists(
  client: QueryClient,
  id: number,
  lang: Locale,
): OrderListPage['items'][number] | undefined {
  const lists = client.getQueriesData<InfiniteData<OrderListPage> | OrderListPage>({
    queryKey: [...keyOf(endpoints.orders.list), { lang }],
  });
  for (const [, data] of lists) {
    const pages = data === undefined ? [] : 'pages' in data ? data.pages : [data];
    const found = pages.flatMap((page) => page.items).find((order) => order.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * One of the member's orders, in `lang`. Opened from the list, the card's order shows at once
 * while the order is fetched again (a placeholder, never cached as the detail's answer); from a
 * link, the page loads it. Nothing is fetched unless `enabled`.
 */
export function useOrderDetail(id: number, lang: Locale, enabled: boolean) {
  const client = useQueryClient();
  return useQuery({
    ...orderDetailQuery(id, lang, enabled),
    placeholderData: () => fromLists(client, id, lang),
  });
}
