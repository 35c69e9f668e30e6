import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import type { Lang } from '@carbonmarket/domain/contract';
import { endpointQuery } from '../../lib/query/endpointQuery';

/**
 * How many of the member's notifications are unread, under the key the socket writes: a
 * notification push and the reply to marking read set it in the cache
 * (`notificationArrived`, `notificationsRead`), so the bell on Home and the Profile tab's badge on
 * every tab page change at once, without polling. Guests have none.
 */
export const unreadNotificationsQuery = (lang: Lang, enabled = true) =>
  // A count beside the page: a failure leaves the badge off rather than interrupting with a toast.
  endpointQuery(endpoints.notifications.unread, { lang }, { enabled, feedback: 'silent' });

/** The unread count (0 until known, and for a visitor who has none: pass `false`). */
export function useUnreadNotifications(lang: Lang, enabled: boolean): number {
  return useQuery(unreadNotificationsQuery(lang, enabled)).data?.unread ?? 0;
}
