import type { DataTag, QueryKey } from '@tanstack/react-query';
import type { Endpoint, RequestOf, ResponseOf } from '@carbonmarket/domain/contract';

/**
 * Query keys derived from the contract: an endpoint named `<area>.<action>` called with `input`
 * is cached under `[area, action, input]`. The input is always the last part, `{}` for an endpoint
 * that takes none, so every key of an endpoint has the same shape and its shorter forms are
 * prefixes: `keyOf(endpoint)` is every input of that endpoint, `areaKeyOf(endpoint)` its whole
 * area. TanStack Query matches filters by prefix, so
 *
 * ```ts
 * queryClient.invalidateQueries({ queryKey: keyOf(endpoints.orders.list) }); // every order list
 * queryClient.invalidateQueries({ queryKey: areaKeyOf(endpoints.orders.list) }); // lists and details
 * queryClient.setQueryData(keyOf(endpoints.wallet.balances, {}), balances); // exactly the cached balances
 * ```
 *
 * (A filter key with an input matches by part: `keyOf(endpoints.news.list, { lang: 'en' })` also hits every
 * English page. Pass `exact: true` to hit one entry only.)
 */

/** `[area, action]`: every query of one endpoint, whatever its input. */
export type EndpointPrefix = readonly [string, ...string[]];

/** `[area, action, input]`, tagged with the endpoint's reply type for `getQueryData`/`setQueryData`. */
export type EndpointKey<E extends Endpoint> = DataTag<
  readonly [...EndpointPrefix, RequestOf<E>],
  ResponseOf<E>,
  Error
>;

/** The parts of an endpoint's name: `wallet.balances` is `['wallet', 'balances']`. */
function partsOf(endpoint: Pick<Endpoint, 'name'>): EndpointPrefix {
  const [area = '', ...rest] = endpoint.name.split('.');
  return [area, ...rest];
}

export function keyOf(endpoint: Pick<Endpoint, 'name'>): EndpointPrefix;
export function keyOf<E extends Endpoint>(endpoint: E, input: RequestOf<E>): EndpointKey<E>;
export function keyOf(endpoint: Pick<Endpoint, 'name'>, ...input: [] | [unknown]): QueryKey {
  return input.length === 0 ? partsOf(endpoint) : [...partsOf(endpoint), input[0] ?? {}];
}

/** `[area]`: every query of the endpoint's area (`wallet`: balances, fund records, top-ups...). */
export const areaKeyOf = (endpoint: Pick<Endpoint, 'name'>): readonly [string] => [
  partsOf(endpoint)[0],
];
