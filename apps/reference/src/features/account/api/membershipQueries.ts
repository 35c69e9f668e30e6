import { endpoints } from '@carbonmarket/domain/contract';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/** The plans with their prices, and the member's level and its end (the page and its drawing). */
export const membershipPlansQuery = () => endpointQuery(endpoints.membership.plans, {});
