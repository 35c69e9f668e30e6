import { createQueryClient } from './createQueryClient';

/**
 * The app's one server-state cache. It lives apart from `platform.ts` so that TanStack Query loads
 * with the data layer (`DataLayer`), beside the first route, instead of in the entry chunk.
 */
export const queryClient = createQueryClient();
