import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { Lang } from '@carbonmarket/domain/contract';
import { endpointMutation } from '../../../lib/query/endpointMutation';
import { notificationsRead } from '../../../lib/query/cacheChanges';

/** Which notifications to mark read: some by id, or all of them. */
export type MarkReadRequest = readonly number[] | 'all';

/**
 * Marks notifications read; the reply's unread count and the read flags go into the cache through
 * `notificationsRead`, so the bell, the Profile tab's badge and the list change together.
 */
export function useMarkRead(lang: Lang) {
  const client = useQueryClient();
  return useMutation(
    endpointMutation(endpoints.notifications.markRead, {
      input: (which: MarkReadRequest) =>
        which === 'all' ? { lang, all: true } : { lang, ids: [...which] },
      onSuccess: (reply, which) => notificationsRead(client, which, reply),
    }),
  );
}
