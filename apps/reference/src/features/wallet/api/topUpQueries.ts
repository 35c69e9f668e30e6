import { endpoints } from '@carbonmarket/domain/contract';
import { endpointQuery } from '../../../lib/query/endpointQuery';

/** One of the member's top-ups, followed until it is credited or cancelled (pushes refresh it). */
export const topUpQuery = (id: number) => endpointQuery(endpoints.wallet.topUp, { id });

/**
 * Base config, which start-up has put in the cache (the top-up limits and the operator's PayNow
 * details): declared as the page's data so that the server draws the page with it too.
 */
export const baseConfigQuery = () => endpointQuery(endpoints.config.base, {});
