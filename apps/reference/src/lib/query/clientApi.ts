import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api/api';

/** What a query function calls the API with: the app's client, or one made for a request. */
export type QueryApi = Pick<typeof api, 'call'>;

const bound = new WeakMap<QueryClient, QueryApi>();

/**
 * Makes a query cache call the API through `client` rather than the app's own: the server draws
 * a page with a cache and an API client made for that request (the visitor's session, its
 * `fetch`), so that no render touches what another request uses.
 */
export function bindApi(cache: QueryClient, client: QueryApi): QueryClient {
  bound.set(cache, client);
  return cache;
}

/** The API client a query of this cache calls: the one bound to it, or the app's. */
export const apiOf = (cache: QueryClient): QueryApi => bound.get(cache) ?? api;
