import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';

const SHARED = 'sharedAcrossVisitors';

/**
 * Marks the queries under `key` as the same for every visitor (the base config): the cache reset
 * on a change of visitor keeps them. Called by the module that caches them, so the reset itself
 * needs no endpoint (and the data layer does not load the contract).
 */
export const shareAcrossVisitors = (client: Pick<QueryClient, 'setQueryDefaults'>, key: QueryKey) =>
  client.setQueryDefaults(key, { meta: { [SHARED]: true } });

/** Whether a query holds one visitor's data (everything not shared across visitors). */
export const isVisitorData = (query: Pick<Query, 'meta'>): boolean => query.meta?.[SHARED] !== true;
