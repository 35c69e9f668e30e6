import { queryOptions } from '@tanstack/react-query';
import type { DefaultError, UndefinedInitialDataOptions } from '@tanstack/react-query';
import type { Endpoint, RequestOf, ResponseOf } from '@carbonmarket/domain/contract';
import { apiOf } from './clientApi';
import { keyOf } from './endpointKeys';
import type { EndpointKey } from './endpointKeys';

/**
 * What a screen may set on an endpoint query: everything but the key and the function, and
 * `feedback: 'silent'` for a figure whose failure the visitor need not be told of (no toast).
 */
export type EndpointQueryOptions<E extends Endpoint, TData = ResponseOf<E>> = Omit<
  UndefinedInitialDataOptions<ResponseOf<E>, DefaultError, TData, EndpointKey<E>>,
  'queryKey' | 'queryFn'
> & { feedback?: 'silent' };

/**
 * The query options of one endpoint call: keyed `keyOf(endpoint, input)`, fetched by
 * the cache's API client (`apiOf`: the app's, or a request's on the server) `call(endpoint, input,
 * { signal })` (so leaving the screen aborts the request). Other
 * options (`enabled`, `select`, `staleTime`...) pass through.
 *
 * ```ts
 * const balances = useQuery(endpointQuery(endpoints.wallet.balances, {}, { enabled: member }));
 * ```
 */
export function endpointQuery<E extends Endpoint, TData = ResponseOf<E>>(
  endpoint: E,
  input: RequestOf<E>,
  options: EndpointQueryOptions<E, TData> = {},
) {
  const { feedback, ...rest } = options;
  return queryOptions<ResponseOf<E>, DefaultError, TData, EndpointKey<E>>({
    ...rest,
    queryKey: keyOf(endpoint, input),
    queryFn: ({ signal, client }) =>
      apiOf(client).call(
        endpoint,
        input,
        feedback === undefined ? { signal } : { signal, feedback },
      ),
  });
}
