import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Notification } from '@carbonmarket/domain';
import { NotificationsScreen } from './NotificationsScreen';
import type { NotificationPages } from './NotificationsScreen';
import { toLocale } from '../../../i18n/locale';
import { formatDate } from '../../../i18n/formatDate';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import {
  NOTIFICATIONS_NOW,
  longNotifications,
  manyNotifications,
  markupNotifications,
  sampleNotifications,
} from '../../../fixtures/notifications';

const ready = (items: readonly Notification[], hasMore = false): NotificationPages => ({
  items,
  status: 'idle',
  hasMore,
});

const meta = {
  title: 'Screens/Notifications/Notifications',
  component: NotificationsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    notifications: ready(sampleNotifications),
    unread: 2,
    now: NOTIFICATIONS_NOW,
    onRead: fn(),
    onMarkAllRead: fn(),
    links: screenLinks,
    onBack: fn(),
    onReachBottom: fn(),
    onRetry: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof NotificationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Globals = Record<string, unknown>;

/** The lines of the list, in its order. */
const lines = (canvas: Canvas, globals: Globals) =>
  within(
    canvas.getByRole('list', { name: storyT(globals)('profile.notifications.list.label') }),
  ).getAllByRole('listitem');

/** The button a notification opens by: its title, named "Unread" first while unread. */
const opener = (line: HTMLElement) => within(line).getByRole('button');

/**
 * Five days of notifications under "Today", "Yesterday" and their dates; today's two are unread
 * (a dot, a heavier title, "Unread" for screen readers) and say how long ago they came.
 */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('profile.notifications.title') }),
    ).toBeVisible();
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      t('profile.notifications.today'),
      t('profile.notifications.yesterday'),
      ...['2026-11-17', '2026-11-16'].map((day) =>
        formatDate(new Date(`${day}T00:00:00+08:00`), locale),
      ),
    ]);
    const items = lines(canvas, globals);
    await expect(items).toHaveLength(sampleNotifications.length);
    const [first, second, third] = items as [HTMLElement, HTMLElement, HTMLElement];
    await expect(opener(first)).toHaveAccessibleName(
      `${t('profile.notifications.unread')}: ${sampleNotifications[0]?.title}`,
    );
    await expect(opener(first)).toHaveAttribute('aria-expanded', 'false');
    await expect(opener(third)).toHaveAccessibleName(sampleNotifications[2]?.title ?? '');
    // Today's say how long ago (5 minutes; 1 hour 50 minutes), earlier ones the time of day.
    await expect(first).toHaveTextContent(locale === 'cn' ? '5 分钟前' : '5 minutes ago');
    await expect(second).toHaveTextContent(locale === 'cn' ? '大约 2 小时前' : 'about 2 hours ago');
    await expect(third).toHaveTextContent('17:30');
    await expect(
      canvas.getByText(t('profile.notifications.unreadCount', { count: 2 })),
    ).toHaveAttribute('role', 'status');
    // Closed, a notification links nowhere yet.
    await expect(within(first).queryByRole('link')).toBeNull();
  },
};

/**
 * Opening an unread notification shows all of it with the link to its order, and hands it on to
 * be marked read; closing and opening it again asks nothing more of a read one.
 */
export const OpensAndMarksRead: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const [first] = lines(canvas, globals) as [HTMLElement];
    await userEvent.click(opener(first));
    await expect(opener(first)).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onRead).toHaveBeenCalledOnce();
    await expect(args.onRead).toHaveBeenCalledWith(sampleNotifications[0]);
    await expect(
      within(first).getByRole('link', { name: t('profile.notifications.open.order') }),
    ).toHaveAttribute('href', screenLinks.order(123, 'completed'));
    await userEvent.click(opener(first));
    await expect(opener(first)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Each kind of target opens its place: the withdrawals, the fund records, the news post. */
export const OpensWhatItIsAbout: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const [, withdrawal, topUp, news, maintenance] = lines(canvas, globals) as HTMLElement[] as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    for (const line of [withdrawal, topUp, news, maintenance]) await userEvent.click(opener(line));
    await expect(
      within(withdrawal).getByRole('link', { name: t('profile.notifications.open.withdrawal') }),
    ).toHaveAttribute('href', screenLinks.withdraw);
    await expect(
      within(topUp).getByRole('link', { name: t('profile.notifications.open.fundRecords') }),
    ).toHaveAttribute('href', screenLinks.wallet);
    await expect(
      within(news).getByRole('link', { name: t('profile.notifications.open.news') }),
    ).toHaveAttribute('href', screenLinks.newsItem(3));
    // A message about nothing in particular has no link; read ones are not marked again.
    await expect(within(maintenance).queryByRole('link')).toBeNull();
    await expect(args.onRead).toHaveBeenCalledOnce();
    await expect(args.onRead).toHaveBeenCalledWith(sampleNotifications[1]);
  },
};

/** An app without a withdrawals page: that notification opens with no link. */
export const WithoutAPageForTheTarget: Story = {
  args: { links: { ...screenLinks, withdraw: undefined } },
  play: async ({ canvas, userEvent, globals }) => {
    const [, withdrawal] = lines(canvas, globals) as [HTMLElement, HTMLElement];
    await userEvent.click(opener(withdrawal));
    await expect(opener(withdrawal)).toHaveAttribute('aria-expanded', 'true');
    await expect(within(withdrawal).queryByRole('link')).toBeNull();
  },
};

/** "Mark all as read" hands on the request; the count over the list is the app's to change. */
export const MarksAllRead: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('profile.notifications.markAllRead') }),
    );
    await expect(args.onMarkAllRead).toHaveBeenCalledOnce();
  },
};

/** Nothing unread: "All read", no button to mark them, no unread marks. */
export const AllRead: Story = {
  args: {
    unread: 0,
    notifications: ready(sampleNotifications.map((n) => ({ ...n, read: true }))),
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('profile.notifications.allRead'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('profile.notifications.markAllRead') }),
    ).toBeNull();
    await expect(
      canvas.queryByText(t('profile.notifications.unread'), { exact: false }),
    ).toBeNull();
  },
};

/**
 * The operator's text is text: tags, a script and a link in a title or body show as the
 * characters they are, and nothing of them becomes an element.
 */
export const MarkupShownAsText: Story = {
  args: { notifications: ready(markupNotifications), unread: 1 },
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const [line] = lines(canvas, globals) as [HTMLElement];
    const [notification] = markupNotifications as [Notification];
    await userEvent.click(opener(line));
    await expect(line).toHaveTextContent(notification.title);
    await expect(line).toHaveTextContent(notification.body);
    await expect(line.querySelector('b, img, script, a')).toBeNull();
    await expect(canvasElement.querySelector('main script')).toBeNull();
  },
};

/** The longest texts: a title of one unbroken word and a body of many lines wrap inside the card. */
export const LongText: Story = {
  args: { notifications: ready(longNotifications), unread: 1 },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const [line] = lines(canvas, globals) as [HTMLElement];
    await userEvent.click(opener(line));
    await expect(
      within(line).getByRole('link', { name: t('profile.notifications.open.order') }),
    ).toHaveAttribute('href', screenLinks.order(456, 'pending_final_payment'));
    for (const item of lines(canvas, globals))
      await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** The first page loading: days of placeholder lines. */
export const Loading: Story = {
  args: { notifications: { items: [], status: 'loading', hasMore: true } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('profile.notifications.list.loading') }),
    ).toBeInTheDocument();
  },
};

/** A long list, more pages to come: the end in reach asks for the next page. */
export const LongList: Story = {
  args: { notifications: ready(manyNotifications, true), unread: 3 },
  play: async ({ canvas, globals }) => {
    await expect(lines(canvas, globals)).toHaveLength(manyNotifications.length);
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(3);
  },
};

/** The end of the list within reach (a first page shorter than the screen) asks for the next. */
export const AsksForTheNextPage: Story = {
  args: { notifications: ready(sampleNotifications.slice(0, 2), true) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onReachBottom).toHaveBeenCalled());
  },
};

/** The next page loading below the lines. */
export const LoadingMore: Story = {
  args: {
    notifications: { items: sampleNotifications.slice(0, 3), status: 'loading', hasMore: true },
  },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(storyT(globals)('layout.list.loadingMore'))).toBeVisible();
  },
};

/** A later page failed: the lines stay, a line under them retries. */
export const NextPageFailed: Story = {
  args: {
    notifications: {
      items: sampleNotifications.slice(0, 3),
      status: 'error',
      error: 'NETWORK_ERROR',
      hasMore: true,
    },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('layout.list.errorMore') }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(lines(canvas, globals)).toHaveLength(3);
  },
};

/** The first page failed: the catalogue's reason and a retry. */
export const FirstLoadFailed: Story = {
  args: {
    notifications: { items: [], status: 'error', error: 'OPERATION_FAILED', hasMore: true },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('profile.notifications.list.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('OPERATION_FAILED'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No notifications yet: says so, with no count and no button over an empty list. */
export const Empty: Story = {
  args: { notifications: ready([]), unread: 0 },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('profile.notifications.empty.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('profile.notifications.empty.description'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('profile.notifications.markAllRead') }),
    ).toBeNull();
  },
};

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <NotificationsScreen {...args} locale={toLocale(globals['locale'])} />
  ),
};

/** The refresh a pull gives, for keyboards and assistive technology. */
export const Refreshes: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('layout.list.refresh') }),
    );
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** Back leaves the notifications. */
export const Back: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
