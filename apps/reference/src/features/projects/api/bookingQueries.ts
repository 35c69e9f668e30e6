import { endpoints } from '@carbonmarket/domain/contract';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/**
 * One of the member's orders, for its final payment: the same key as every view of that order
 * (keys come from the endpoint), so the order list's detail and this page share the cache.
 */
export const bookingQuery = (id: number) => endpointQuery(endpoints.orders.detail, { id });
