import { dehydrate, hydrate } from '@tanstack/react-query';
import type { DehydratedState, QueryClient, QueryKey } from '@tanstack/react-query';
import { APP_ENDPOINTS } from '@carbonmarket/domain/contract';
import type { Endpoint } from '@carbonmarket/domain/contract';

export { DRAWN_DATA_ID } from './drawnDataId';

const byName = new Map<string, Endpoint>(
  APP_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint]),
);

/** The endpoint a query key names (`[area, action, input, ...]`), or undefined. */
const endpointOf = (key: QueryKey): Endpoint | undefined =>
  typeof key[0] === 'string' && typeof key[1] === 'string'
    ? byName.get(`${key[0]}.${key[1]}`)
    : undefined;

/** Whether cached data is a paged list's pages (`pagedQuery`). */
const isPages = (data: unknown): data is { pages: unknown[]; pageParams: unknown[] } =>
  typeof data === 'object' && data !== null && 'pages' in data && Array.isArray(data.pages);

/**
 * The successful queries of a cache as JSON text safe inside a `<script>`: what the server drew a
 * page with. Amounts and dates become their JSON text; `readDrawnData` parses them back with the
 * endpoint's reply schema.
 */
export function writeDrawnData(client: QueryClient): string {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && endpointOf(query.queryKey) !== undefined,
  });
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/**
 * Puts the data a page was drawn with into the cache, each reply parsed again with its endpoint's
 * schema (as a reply from the network would be), under the same keys and with the time it was
 * fetched at, so that the page's hooks find it fresh and ask for none of it. Anything that does
 * not parse is left out (the page then fetches it): false.
 */
export function readDrawnData(client: QueryClient, text: string | null | undefined): boolean {
  if (!text) return false;
  let state: DehydratedState;
  try {
    state = JSON.parse(text) as DehydratedState;
  } catch {
    return false;
  }
  if (!Array.isArray(state.queries)) return false;
  let complete = true;
  const queries = state.queries.flatMap((query) => {
    const endpoint = endpointOf(query.queryKey);
    const parse = (reply: unknown) => endpoint?.response.safeParse(reply);
    const data: unknown = query.state.data;
    if (isPages(data)) {
      const pages = data.pages.map(parse);
      if (pages.every((page) => page?.success))
        return [
          {
            ...query,
            state: { ...query.state, data: { ...data, pages: pages.map((page) => page?.data) } },
          },
        ];
    } else {
      const parsed = parse(data);
      if (parsed?.success) return [{ ...query, state: { ...query.state, data: parsed.data } }];
    }
    complete = false;
    return [];
  });
  hydrate(client, { mutations: [], queries });
  return complete;
}
