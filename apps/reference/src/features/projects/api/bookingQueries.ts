import { endpoints } from '@carbonmarket/domain/contract';
import type { Locale } from '@carbonmarket/ui';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/**
 * One of the member's orders, for its final payment, its project's name in `lang`: the same key
 * as every view of that order in that language (keys come from the endpoint), so the order list's
 * detail and this page share the cache.
 */
export const bookingQuery = (id: number, lang: Locale) =>
  endpointQuery(endpoints.orders.detail, { id, lang });
