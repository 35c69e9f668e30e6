import { useInfiniteQuery } from '@tanstack/react-query';
import type { Notification } from '@carbonmarket/domain';
import { NotificationsScreen } from '@carbonmarket/ui/screens/notifications/NotificationsScreen';
import { useLanguage } from '../../../lib/language/LanguageContext';
import { useSession } from '../../../lib/session/sessionContext';
import { pagedListOf } from '../../../shared/data/pagedList';
import { useUnreadNotifications } from '../../../shared/notifications/unreadNotifications';
import { screenLinks } from '../../../shared/routing/screenLinks';
import { useBack } from '../../../shared/routing/useBack';
import { useServerNow } from '../../../shared/time/useServerNow';
import { notificationPagesQuery } from '../api/notificationQueries';
import { useMarkRead } from '../api/useMarkRead';

/**
 * `/pages/profile/notifications`: the member's notifications, a page at a time, with the unread
 * count the bell and the Profile tab show. Opening an unread one marks it read, "Mark all as read"
 * all of them; the reply updates the count and the list at once (`notificationsRead`). A new one
 * pushed refreshes the list (`notificationArrived`). A guest, whom the guard offers to register,
 * sees the placeholders behind the offer: nothing is asked of the server.
 */
export function NotificationsRoute() {
  const member = useSession().status === 'member';
  const { locale, setLocale } = useLanguage();
  const back = useBack();
  const now = useServerNow(undefined);
  const { list, nextPage, retry, refresh } = pagedListOf<Notification>(
    useInfiniteQuery(notificationPagesQuery(locale, member)),
  );
  const unread = useUnreadNotifications(locale, member);
  const markRead = useMarkRead(locale);
  return (
    <NotificationsScreen
      notifications={list}
      unread={unread}
      now={now}
      onRead={(notification) => markRead.mutate([notification.id])}
      onMarkAllRead={() => markRead.mutate('all')}
      links={screenLinks()}
      onBack={back}
      onReachBottom={nextPage}
      onRetry={retry}
      onRefresh={refresh}
      locale={locale}
      onLocaleChange={setLocale}
    />
  );
}
