// The console's content section against the real server. A member is signed in with the app open
// on their phone. An operator sends a notification to that member, then one to every member: the
// member's open page shows each arriving (a toast, the bell's count) without a reload. An admin
// writes news whose body tries to run code, previews it (the server's sanitised text, as members
// will read it: the script is gone), publishes it, and the member reads it on the news page with
// nothing of the code there. The audit trail names the operator of each notification and the
// admin of the news; the preview, which changes nothing, is not in it.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { adminEndpoints, endpoints } from '@carbonmarket/domain/contract';
import { call, openSockets, signedInMember } from './support/api';
import { at, shown } from './support/browser';
import { enrolInConsole, invite, serverClock } from './support/console';
import type { ConsoleOperator } from './support/console';
import { useJourneys } from './support/journeys';
import { logIn } from './support/screens';
import { exactly, fieldLabel, text } from './support/text';

const journeys = useJourneys();

/** The bell on Home's bar, by the name it has with `unread` notifications unread. */
const bell = (page: Page, unread: number): Locator =>
  page.getByRole('link', {
    name: exactly(
      unread === 0
        ? text('layout.notificationBell.label')
        : text(`layout.notificationBell.unread_${unread === 1 ? 'one' : 'other'}`, {
            count: unread,
          }),
    ),
  });

/** Opens the console's content section from its navigation. */
async function openContent(page: Page) {
  await page
    .getByRole('navigation', { name: exactly(text('console.sections.label')) })
    .getByRole('link', { name: exactly(text('console.sections.content')) })
    .click();
  await at(page, '/console/content');
}

/** One language's fields of a content form (`English`, `Chinese`). */
const inLanguage = (page: Page, lang: 'en' | 'cn'): Locator =>
  page.getByRole('region', { name: exactly(text(`console.content.languages.${lang}`)) });

/** A field of one language's group, by its label's key. */
const languageField = (page: Page, lang: 'en' | 'cn', key: string): Locator =>
  inLanguage(page, lang).getByRole('textbox', { name: fieldLabel(text(key)) });

/** Presses the button of the dialog that asks to confirm. */
const confirmIn = (page: Page, key: string) =>
  page
    .getByRole('alertdialog')
    .getByRole('button', { name: exactly(text(key)) })
    .click();

/** Writes and sends a notification from the Notifications tab, to one member or to all. */
async function sendNotification(
  page: Page,
  to: number | 'all',
  texts: Record<'en' | 'cn', { title: string; body: string }>,
) {
  await page
    .getByRole('tab', { name: exactly(text('console.content.views.notifications')) })
    .click();
  await page
    .getByRole('radio', {
      name: exactly(text(`console.content.notification.audiences.${to === 'all' ? 'all' : 'one'}`)),
    })
    .check();
  if (to !== 'all')
    await page
      .getByRole('textbox', { name: fieldLabel(text('console.content.notification.memberId')) })
      .fill(String(to));
  for (const lang of ['en', 'cn'] as const) {
    await languageField(page, lang, 'console.content.notification.title').fill(texts[lang].title);
    await languageField(page, lang, 'console.content.notification.body').fill(texts[lang].body);
  }
  await page
    .getByRole('button', { name: exactly(text('console.content.notification.send')) })
    .click();
  await confirmIn(page, 'console.content.notification.confirm');
  await shown(
    page
      .getByRole('status')
      .getByText(
        exactly(
          to === 'all'
            ? text('console.content.done.sentAll')
            : text('console.content.done.sentOne', { id: to }),
        ),
      ),
  );
}

/** The actors of the audit trail's entries of an action, oldest first. */
async function actorsOf(base: string, action: string) {
  const trail = await call(
    base,
    adminEndpoints.auditTrail,
    { action, page: 1, pageSize: 20 },
    { admin: true },
  );
  return trail.items.map((entry) => entry.actor).reverse();
}

const byOperator = (operator: ConsoleOperator) =>
  expect.objectContaining({ kind: 'operator', operatorId: operator.id });

const NEWS_TITLE = 'Mangrove project passes its verification';

describe("the console's content", () => {
  it('notifications reach the open app live, news is previewed without its script and published, and the audit trail names who did each', async () => {
    const { base } = journeys.server();
    const clock = await serverClock(base);

    // An admin and an operator, each enrolled in their own console.
    const desk = await journeys.openPage();
    const admin = await enrolInConsole(
      desk,
      await invite(base, { name: 'Ava Tan', role: 'admin' }),
      clock,
    );
    const counter = await journeys.openPage();
    const operator = await enrolInConsole(counter, await invite(base, { name: 'Mei Lin' }), clock);

    // A member, with the app open on Home and its live connection up.
    const member = await signedInMember(base);
    const unread = (
      await call(base, endpoints.notifications.unread, { lang: 'en' }, { token: member.token })
    ).unread;
    const phone = await journeys.openPage();
    await logIn(phone, member.email, member.password);
    await shown(bell(phone, unread));
    await expect.poll(() => openSockets(base, member.memberId), { timeout: 15_000 }).toBe(1);

    // The operator writes to that member: the open app shows it at once.
    await openContent(counter);
    const toOne = {
      en: { title: 'Your documents are verified', body: 'You can now buy presale credits.' },
      cn: { title: '您的资料已通过核验', body: '您现在可以预订预售碳信用。' },
    };
    await sendNotification(counter, member.memberId, toOne);
    await shown(phone.getByRole('status').filter({ hasText: toOne.en.title }));
    await shown(bell(phone, unread + 1));

    // Then to every member: it arrives too.
    const toAll = {
      en: { title: 'Trading pauses on Sunday night', body: 'Maintenance from 02:00 to 04:00.' },
      cn: { title: '周日夜间暂停交易', body: '维护时间为 02:00 至 04:00。' },
    };
    await sendNotification(counter, 'all', toAll);
    await shown(phone.getByRole('status').filter({ hasText: toAll.en.title }));
    await shown(bell(phone, unread + 2));

    // The admin writes news whose body tries to run code, and previews it.
    await openContent(desk);
    const script = '<script>window.__pwned = 1</script>';
    const bodies = {
      en: `<p>Auditors confirmed 18,400 tons of avoided emissions.</p>${script}<p onclick="window.__pwned = 2">Read on.</p>`,
      cn: `<p>审核机构确认避免排放 18,400 吨。</p>${script}<p>继续阅读。</p>`,
    };
    const titles = { en: NEWS_TITLE, cn: '红树林项目通过核证' };
    for (const lang of ['en', 'cn'] as const) {
      await languageField(desk, lang, 'console.content.news.title').fill(titles[lang]);
      await languageField(desk, lang, 'console.content.news.summary').fill(
        lang === 'en' ? 'Its second verification.' : '第二次核证。',
      );
      await languageField(desk, lang, 'console.content.news.body').fill(bodies[lang]);
    }
    await desk.getByRole('button', { name: exactly(text('console.content.news.preview')) }).click();
    const preview = desk.getByRole('article', {
      name: exactly(text('console.content.preview.article')),
    });
    await shown(preview.getByRole('heading', { name: exactly(NEWS_TITLE) }));
    await shown(preview.getByText(exactly('Read on.')));
    await shown(desk.getByText(exactly(text('console.content.preview.sanitised'))));
    expect(await preview.innerHTML()).not.toMatch(/<script|onclick|__pwned/i);
    // Nothing stored yet, and the preview is in no audit entry.
    const listed = await call(base, endpoints.news.list, { page: 1, pageSize: 50, lang: 'en' });
    expect(listed.items.map((item) => item.title)).not.toContain(NEWS_TITLE);

    // Published once confirmed.
    await desk
      .getByRole('button', { name: exactly(text('console.content.publish.action')) })
      .click();
    await confirmIn(desk, 'console.content.publish.confirm');
    await shown(
      desk
        .getByRole('status')
        .getByText(exactly(text('console.content.done.published', { title: NEWS_TITLE }))),
    );
    await desk.getByRole('tab', { name: exactly(text('console.content.views.published')) }).click();
    await shown(
      desk
        .getByRole('list', { name: exactly(text('console.content.recent.heading')) })
        .getByRole('heading', { name: exactly(NEWS_TITLE) }),
    );

    // The member reads it: the code is not on the page, and none of it ran.
    await phone.goto('/pages/news/index');
    await phone
      .getByRole('list', { name: exactly(text('news.list.label')) })
      .getByRole('listitem')
      .first()
      .getByRole('heading', { name: exactly(NEWS_TITLE) })
      .click();
    await at(phone, '/pages/news/info');
    const article = phone.locator('main article');
    await shown(article.getByText(exactly('Read on.')));
    expect(await article.innerHTML()).not.toMatch(/<script|onclick|__pwned/i);
    expect(
      await phone.evaluate(() => (window as Window & { __pwned?: number }).__pwned),
    ).toBeUndefined();

    // The audit trail: each notification by the operator, the news by the admin, no preview.
    expect(await actorsOf(base, 'admin.publishNotification')).toEqual([
      byOperator(operator),
      byOperator(operator),
    ]);
    expect(await actorsOf(base, 'admin.publishNews')).toEqual([byOperator(admin)]);
    expect(await actorsOf(base, 'admin.previewNews')).toEqual([]);

    // The admin reads it in the console's trail, with the operator's name.
    await desk
      .getByRole('navigation', { name: exactly(text('console.sections.label')) })
      .getByRole('link', { name: exactly(text('console.sections.audit')) })
      .click();
    const entries = desk
      .getByRole('list', { name: exactly(text('console.audit.list')) })
      .getByRole('listitem');
    await shown(
      entries
        .filter({ hasText: text('console.audit.actions.publishNotification') })
        .filter({ hasText: operator.name })
        .first(),
    );
    await shown(
      entries
        .filter({ hasText: text('console.audit.actions.publishNews') })
        .filter({ hasText: admin.name })
        .first(),
    );
  });
});
