import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, Notification } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { List } from '../../../components/List/List';
import type { ListStatus } from '../../../components/List/List';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import { notificationRows } from './parts/notificationRows';
import { NotificationLine } from './parts/NotificationLine';
import { NotificationsPlaceholder } from './parts/NotificationsPlaceholder';
import { UnreadBar } from './parts/UnreadBar';
import type { NotificationTargetLinks } from './parts/targetHref';

/** The list's pages loaded so far, and where the loading stands. */
export interface NotificationPages {
  /** The notifications of the pages loaded so far, newest first (the server's order). */
  items: readonly Notification[];
  /** A page is loading (the first, or the next), or the last load failed. */
  status: ListStatus;
  /** Why the last load failed, from the catalogue. */
  error?: ErrorCode;
  /** Whether the server has more pages. */
  hasMore: boolean;
}

/**
 * The places NotificationsScreen links to: what a notification may be about (an order, the
 * withdrawals, the fund records, a news post).
 */
export type NotificationsScreenLinks = NotificationTargetLinks;

export interface NotificationsScreenProps {
  /** The member's notifications. */
  notifications: NotificationPages;
  /** How many are unread (the server's count: the list may not hold them all yet). */
  unread: number;
  /** The time the relative times and the "Today" and "Yesterday" headings are counted from. */
  now: Date;
  /** Called with an unread notification the member opens: the app marks it read. */
  onRead: (notification: Notification) => void;
  /** Marks every notification read. */
  onMarkAllRead: () => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: NotificationsScreenLinks;
  onBack: () => void;
  /** Loads the next page (the end of the list came within 80 px of the screen's bottom). */
  onReachBottom: () => void;
  /** Loads the failed page again. */
  onRetry: () => void;
  /** Pull to refresh: loads the list again from its first page. */
  onRefresh: () => Promise<void> | void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * The member's notifications, newest first, under "Today", "Yesterday" and then the Singapore
 * date they came on, a page at a time, pulled down to refresh. An unread one is marked (a dot, a
 * heavier title, and "Unread" for screen readers); opening one shows all of it with the link to
 * what it is about, and marks it read. Over the list, the unread count and "Mark all as read".
 * Every text is the operator's plain text, shown as written, never as markup.
 */
export function NotificationsScreen({
  notifications,
  unread,
  now,
  onRead,
  onMarkAllRead,
  links,
  onBack,
  onReachBottom,
  onRetry,
  onRefresh,
  locale,
  onLocaleChange,
}: NotificationsScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rows = useMemo(() => notificationRows(notifications.items), [notifications.items]);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  const firstLoadFailed = notifications.status === 'error' && notifications.items.length === 0;
  const toggle = (notification: Notification) => {
    const open = !opened.has(notification.id);
    setOpened((current) => {
      const next = new Set(current);
      if (open) next.add(notification.id);
      else next.delete(notification.id);
      return next;
    });
    if (open && !notification.read) onRead(notification);
  };
  return (
    <Page
      navBar={
        <NavBar
          title={t('profile.notifications.title')}
          onBack={onBack}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
    >
      {firstLoadFailed ? (
        <ErrorState
          title={t('profile.notifications.list.loadError')}
          message={notifications.error === undefined ? undefined : errorText(notifications.error)}
          icon={notifications.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
          onRetry={onRetry}
        />
      ) : (
        <>
          {notifications.items.length > 0 ? (
            <UnreadBar unread={unread} onMarkAllRead={onMarkAllRead} />
          ) : null}
          <List
            label={t('profile.notifications.list.label')}
            items={rows}
            getKey={(row) => row.notification.id}
            renderItem={(row, index) => (
              <NotificationLine
                row={row}
                leading={index === 0}
                now={now}
                open={opened.has(row.notification.id)}
                onToggle={() => toggle(row.notification)}
                links={links}
              />
            )}
            status={notifications.status}
            hasMore={notifications.hasMore}
            onReachBottom={onReachBottom}
            onRetry={onRetry}
            onRefresh={onRefresh}
            loading={<NotificationsPlaceholder now={now} links={links} />}
            empty={
              <EmptyState
                icon="bell"
                title={t('profile.notifications.empty.title')}
                description={t('profile.notifications.empty.description')}
              />
            }
          />
        </>
      )}
    </Page>
  );
}
