// Notifications against the real server: the demo member (seeded with one welcome notification,
// unread) is signed in on Home; the operator publishes a notification about one of the member's
// orders through the admin endpoint. Without a reload the member sees its title in a toast, and
// the count rise on the bell and on the Profile tab. On the notifications page, opening it marks
// it read (the count drops, on the page and back on Home), and its link opens the order.
import { describe, expect, it } from 'vitest';
import { adminEndpoints, endpoints } from '@carbonmarket/domain/contract';
import { call, openSockets } from './support/api';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

/** The demo member the first start seeds (apps/server/src/demo/seed.ts). */
const DEMO = { email: 'demo@carbonmarket.sg', password: 'GreenDemo2026' } as const;

const NOTIFICATIONS = '/pages/profile/notifications';

/** The bell on Home's bar, by the name it has with `unread` notifications unread. */
const bellName = (unread: number) =>
  exactly(
    unread === 0
      ? text('layout.notificationBell.label')
      : text(`layout.notificationBell.unread_${unread === 1 ? 'one' : 'other'}`, {
          count: unread,
        }),
  );

/** The Profile tab's name with `unread` notifications unread. */
const profileTabName = (unread: number) =>
  exactly(
    `${text('layout.tabBar.profile')} ${text(`layout.tabBar.badge_${unread === 1 ? 'one' : 'other'}`, { count: unread })}`,
  );

describe('notifications', () => {
  it('one published reaches the open app, is read on the notifications page and opens its order', async () => {
    const { base } = journeys.server();
    const session = await call(base, endpoints.auth.login, {
      visitorType: 'personal',
      email: DEMO.email,
      password: DEMO.password,
      agreed: true,
    });
    const memberId = session.loginInfo.mem_id;
    const token = session.token;
    const { items: orders } = await call(
      base,
      endpoints.orders.list,
      { page: 1, pageSize: 10, lang: 'en' },
      { token },
    );
    const order = orders[0];
    if (order === undefined) throw new Error('the demo member has no orders');
    const before = (await call(base, endpoints.notifications.unread, { lang: 'en' }, { token }))
      .unread;

    const page = await journeys.openPage();
    await logIn(page, DEMO.email, DEMO.password);
    const bell = (unread: number) => page.getByRole('link', { name: bellName(unread) });
    await shown(bell(before));
    await expect.poll(() => openSockets(base, memberId), { timeout: 15_000 }).toBeGreaterThan(0);

    // The operator publishes; the member's page learns of it over the socket.
    const title = `Order ${order.orderNo}: ${order.status}`;
    const { id } = await call(
      base,
      adminEndpoints.publishNotification,
      {
        memberId,
        title: { en: title, cn: `订单 ${order.orderNo} 已更新` },
        body: { en: 'Open it to see where it stands.', cn: '打开查看订单状态。' },
        target: { kind: 'order', id: order.id },
      },
      { admin: true },
    );
    const after = before + 1;
    // The title in a toast; the count risen on the bell and on the Profile tab.
    await shown(page.getByRole('status').filter({ hasText: title }));
    await shown(bell(after));
    await shown(page.getByRole('link', { name: profileTabName(after) }));

    // The notifications page, from the bell.
    await bell(after).click();
    await at(page, NOTIFICATIONS);
    await shown(navTitle(page, 'profile.notifications.title'));
    const unreadCount = page.getByText(
      exactly(
        text(`profile.notifications.unreadCount_${after === 1 ? 'one' : 'other'}`, {
          count: after,
        }),
      ),
    );
    await shown(unreadCount);
    const line = page
      .getByRole('list', { name: exactly(text('profile.notifications.list.label')) })
      .getByRole('listitem')
      .filter({ hasText: title });
    const opener = line.getByRole('button', {
      name: exactly(`${text('profile.notifications.unread')}: ${title}`),
    });
    await opener.click();
    // Open (its name loses "Unread" once read, so the line's one button is asked).
    await expect.poll(() => line.getByRole('button').getAttribute('aria-expanded')).toBe('true');
    // Read: the mark is gone, the count dropped (on the server too).
    await shown(line.getByRole('button', { name: exactly(title) }));
    await shown(
      page.getByText(
        exactly(
          before === 0
            ? text('profile.notifications.allRead')
            : text(`profile.notifications.unreadCount_${before === 1 ? 'one' : 'other'}`, {
                count: before,
              }),
        ),
      ),
    );
    await expect
      .poll(
        async () =>
          (await call(base, endpoints.notifications.unread, { lang: 'en' }, { token })).unread,
      )
      .toBe(before);
    const list = await call(
      base,
      endpoints.notifications.list,
      { page: 1, pageSize: 20, lang: 'en' },
      { token },
    );
    expect(list.items.find((item) => item.id === id)).toMatchObject({
      read: true,
      target: { kind: 'order', id: order.id, status: order.status },
    });

    // Its link opens the order.
    await line
      .getByRole('link', { name: exactly(text('profile.notifications.open.order')) })
      .click();
    await at(page, PATHS.orders);
    const address = new URL(page.url()).searchParams;
    expect([address.get('id'), address.get('status')]).toEqual([String(order.id), order.status]);
    await shown(page.locator('main').getByText(exactly(order.orderNo)));

    // Back on Home, the bell has the count as it was.
    await page.goto(PATHS.home);
    await shown(bell(before));
  });
});
