// The operator's console against the real server, on a working day (the server's clock starts on
// Wednesday 25 November 2026, 10:00 in Singapore). An admin's invitation (what the first admin's
// command-line step prints) is opened in a browser: the operator scans the QR code into an
// authenticator app, sets a password, keeps the recovery codes, and later signs in with password
// and code. A member's top-up appears in the queue without a reload; the operator confirms it and
// the member's open page shows the money. A large withdrawal waits for a second operator's
// approval, which its approver cannot give alone; two operators racing to pay one withdrawal pay
// it once; a refused withdrawal's money is back on the member's page. Every action is in the audit
// trail with its operator.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatMoney, money } from '@carbonmarket/domain';
import { adminEndpoints, endpoints } from '@carbonmarket/domain/contract';
import { call, openSockets, send, signedInMember, uniqueEmail } from './support/api';
import type { Member } from './support/api';
import { hasText, shown } from './support/browser';
import {
  codeOf,
  enrolInConsole,
  inviteFromCommandLine,
  invite,
  serverClock,
  signInToConsole,
  signOutOfConsole,
} from './support/console';
import type { ConsoleOperator } from './support/console';
import { useJourneys } from './support/journeys';
import { WITHDRAWAL_PASSWORD, fundedMember, readyToWithdraw } from './support/market';
import { field, formAlert, logIn } from './support/screens';
import { errorText, exactly, fieldLabel, text } from './support/text';

const journeys = useJourneys({ env: { TEST_CLOCK_START: '2026-11-25T10:00:00+08:00' } });

/** Home's available balance, as the member's page shows it. */
const availableOnHome = (page: Page): Locator =>
  page
    .getByRole('region', { name: exactly(text('home.balances.title')) })
    .locator('dt', { hasText: exactly(text('home.balances.available')) })
    .locator('xpath=following-sibling::dd[1]');

/** The item of the shown queue that mentions `words` (a reference, a member's number). */
const queueItem = (page: Page, words: string): Locator =>
  page.getByRole('listitem').filter({ hasText: words });

/** A queue's tab (its name, then its count). */
const queueTab = (page: Page, queue: 'topUps' | 'withdrawals' | 'sales'): Locator =>
  page.getByRole('tab', { name: new RegExp(`^${text(`console.payments.tabs.${queue}`)}`) });

/** A link of the console's section navigation. */
const sectionLink = (page: Page, section: 'payments' | 'audit' | 'operators'): Locator =>
  page
    .getByRole('navigation', { name: exactly(text('console.sections.label')) })
    .getByRole('link', { name: exactly(text(`console.sections.${section}`)) });

/** Taps a section of the console's navigation. */
async function openSection(page: Page, section: 'payments' | 'audit' | 'operators') {
  await sectionLink(page, section).click();
}

/** Opens a queue's tab. */
async function openQueue(page: Page, queue: 'topUps' | 'withdrawals' | 'sales') {
  await page
    .getByRole('tab', { name: new RegExp(`^${text(`console.payments.tabs.${queue}`)}`) })
    .click();
}

/** Presses an item's action, then the action in the dialog that asks to confirm it. */
async function act(item: Locator, page: Page, button: string, confirm: string) {
  await item.getByRole('button', { name: exactly(text(button)) }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: exactly(text(confirm)) })
    .click();
}

/** A new operator of the console, enrolled through their link, on the queues. */
async function newOperator(name: string, clock: () => number) {
  const { base } = journeys.server();
  const page = await journeys.openPage();
  const operator = await enrolInConsole(page, await invite(base, { name }), clock);
  await shown(
    page.getByRole('tab', { name: new RegExp(`^${text('console.payments.tabs.topUps')}`) }),
  );
  return { page, operator };
}

/** A member with S$1,000.00, a bank account and a withdrawal password, who asks to withdraw. */
async function memberWithdrawing(
  amount: string,
): Promise<{ member: Member & { token: string }; id: number; net: string }> {
  const { base } = journeys.server();
  const member = await fundedMember(base);
  const { token } = member;
  await readyToWithdraw(base, token);
  const withdrawal = await call(
    base,
    endpoints.wallet.withdraw,
    { amount, password: WITHDRAWAL_PASSWORD, to: 'bank' },
    { token, idempotencyKey: randomUUID() },
  );
  return { member, id: withdrawal.id, net: formatMoney(withdrawal.netAmount) };
}

/** The audit trail's entries of an action on a target, oldest first. */
async function audited(action: string, targetId: number) {
  const { base } = journeys.server();
  const trail = await call(
    base,
    adminEndpoints.auditTrail,
    { action, targetId, page: 1, pageSize: 10 },
    { admin: true },
  );
  return trail.items.map((entry) => entry.actor).reverse();
}

/** The operator's session token, as the console keeps it in the tab. */
const consoleToken = (page: Page): Promise<string> =>
  page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('cm.console.session') ?? '{}') as { token?: string })
        .token ?? '',
  );

const byOperator = (operator: ConsoleOperator) =>
  expect.objectContaining({ kind: 'operator', operatorId: operator.id });

describe("the operator's console", () => {
  it("the first admin enrols from the command line's link, invites an operator who signs in with password and code and confirms a top-up the member sees live, and the audit trail names them", async () => {
    const { base } = journeys.server();
    const clock = await serverClock(base);

    // The documented first step on the server prints the first admin's link.
    const desk = await journeys.openPage();
    const admin = await enrolInConsole(
      desk,
      await inviteFromCommandLine(journeys.server(), {
        email: uniqueEmail('first.admin'),
        name: 'Ava Tan',
      }),
      clock,
    );

    // The admin invites an operator from the Staff section and reads the link to pass on.
    await openSection(desk, 'operators');
    await desk
      .getByRole('button', { name: exactly(text('console.operators.invite.open')) })
      .click();
    const operatorEmail = uniqueEmail('mei.lin');
    await field(desk, 'console.operators.invite.name').fill('Mei Lin');
    await field(desk, 'console.operators.invite.email').fill(operatorEmail);
    await desk
      .getByRole('radiogroup', { name: fieldLabel(text('console.operators.invite.role')) })
      .getByRole('radio', { name: exactly(text('console.operators.roles.operator')) })
      .check();
    await desk
      .getByRole('button', { name: exactly(text('console.operators.invite.submit')) })
      .click();
    const link = await desk.getByText(/\/console\/enrol#/).textContent();
    const token = /#([A-Za-z0-9_-]{43})/.exec(link ?? '')?.[1];
    if (!token) throw new Error(`no enrolment link on the page: ${link}`);

    // The operator, on their own browser: enrols, signs out, signs in with password and code.
    const counter = await journeys.openPage();
    const operator = await enrolInConsole(
      counter,
      { id: 0, email: operatorEmail, name: 'Mei Lin', token },
      clock,
    );
    await signOutOfConsole(counter, operator.name);
    await signInToConsole(counter, { email: operator.email, code: codeOf(operator.app, clock, 1) });
    await shown(queueTab(counter, 'topUps'));
    // An operator's console opens the payments, not the staff or the trail.
    expect(await sectionLink(counter, 'operators').count()).toBe(0);

    // A member, on their phone, asks for a top-up: it appears in the open queue.
    const member = await signedInMember(base);
    const phone = await journeys.openPage();
    await logIn(phone, member.email, member.password);
    await hasText(availableOnHome(phone), formatMoney(money('0')));
    // The phone's live connection is open, as it is a moment after a member opens the app.
    await expect.poll(() => openSockets(base, member.memberId)).toBe(1);
    const topUp = await call(
      base,
      endpoints.wallet.createTopUp,
      { amount: '250' },
      { token: member.token, idempotencyKey: randomUUID() },
    );
    const item = queueItem(counter, topUp.reference);
    await shown(item);
    await act(
      item,
      counter,
      'console.payments.topUp.confirm',
      'console.payments.topUp.confirmAction',
    );
    await shown(counter.getByText(exactly(text('console.payments.done.confirmed'))));
    await expect.poll(() => item.count()).toBe(0);

    // The member's open page shows the money, without a reload.
    await hasText(availableOnHome(phone), formatMoney(money('250')));

    // The admin reads it in the audit trail: the action and who did it.
    await openSection(desk, 'audit');
    const entry = desk
      .getByRole('list', { name: exactly(text('console.audit.list')) })
      .getByRole('listitem')
      .filter({ hasText: text('console.audit.actions.confirmTopUp') });
    await shown(entry);
    await shown(entry.getByText('Mei Lin', { exact: false }));
    const invitation = desk
      .getByRole('list', { name: exactly(text('console.audit.list')) })
      .getByRole('listitem')
      .filter({ hasText: text('console.audit.actions.inviteOperator') });
    await shown(invitation.filter({ hasText: admin.name }).first());
  });

  it('pays a withdrawal at or above the threshold only once a second operator approved it', async () => {
    const { base } = journeys.server();
    const clock = await serverClock(base);
    // An admin sets the threshold to S$200 from the withdrawals' queue.
    const lead = await journeys.openPage();
    const admin = await enrolInConsole(
      lead,
      await invite(base, { name: 'Farah Aziz', role: 'admin' }),
      clock,
    );
    await openQueue(lead, 'withdrawals');
    await lead
      .getByRole('button', { name: exactly(text('console.payments.threshold.change')) })
      .click();
    const thresholdDialog = lead.getByRole('dialog', {
      name: exactly(text('console.payments.threshold.title')),
    });
    await thresholdDialog
      .getByLabel(fieldLabel(text('console.payments.threshold.field')), { exact: true })
      .fill('200');
    await thresholdDialog
      .getByRole('button', { name: exactly(text('console.payments.threshold.confirm')) })
      .click();
    await shown(
      lead.getByText(
        exactly(text('console.payments.threshold.note', { amount: formatMoney(money('200')) })),
      ),
    );
    expect(
      (
        await call(base, adminEndpoints.payoutSettings, {}, { admin: true })
      ).approvalThreshold.toString(),
    ).toBe('200.00');
    const setting = await call(
      base,
      adminEndpoints.auditTrail,
      { action: 'admin.setPayoutSettings', page: 1, pageSize: 10 },
      { admin: true },
    );
    expect(setting.items.map((entry) => entry.actor)).toContainEqual(byOperator(admin));
    const first = await newOperator('Ravi Kumar', clock);
    const second = await newOperator('Siew Ling', clock);
    const { id, net } = await memberWithdrawing('300');

    // The first operator approves it, and cannot pay it themself.
    await openQueue(first.page, 'withdrawals');
    const mine = queueItem(first.page, net);
    await shown(mine.getByText(exactly(text('console.payments.withdrawal.needsApproval'))));
    await act(
      mine,
      first.page,
      'console.payments.withdrawal.approve',
      'console.payments.withdrawal.approveAction',
    );
    await shown(
      mine.getByText(
        new RegExp(
          `^${text('console.payments.withdrawal.approvedByYou', { date: '' }).split(' on ')[0]}`,
        ),
      ),
    );
    expect(
      await mine
        .getByRole('button', { name: exactly(text('console.payments.withdrawal.complete')) })
        .count(),
    ).toBe(0);
    // Sent anyway (as a stale page would), the server refuses the approver.
    const alone = await send(
      base,
      adminEndpoints.completeWithdrawal,
      { id },
      { token: await consoleToken(first.page), idempotencyKey: randomUUID() },
    );
    expect(alone).toMatchObject({ code: 1, msg: 'SECOND_OPERATOR_REQUIRED' });

    // The second operator sees it approved (live) and pays it.
    await openQueue(second.page, 'withdrawals');
    const theirs = queueItem(second.page, net);
    await act(
      theirs,
      second.page,
      'console.payments.withdrawal.complete',
      'console.payments.withdrawal.completeAction',
    );
    await shown(second.page.getByText(exactly(text('console.payments.done.paid'))));
    const paid = await call(base, adminEndpoints.processingWithdrawals, {}, { admin: true });
    expect(paid.items.map((w) => w.id)).not.toContain(id);
    expect(await audited('admin.approveWithdrawal', id)).toEqual([byOperator(first.operator)]);
    expect(await audited('admin.completeWithdrawal', id)).toEqual([byOperator(second.operator)]);
    await call(
      base,
      adminEndpoints.setPayoutSettings,
      { approvalThreshold: '10000' },
      { admin: true },
    );
  });

  it('two operators racing to pay one withdrawal pay it once: the second is told it is done', async () => {
    const { base } = journeys.server();
    const clock = await serverClock(base);
    const first = await newOperator('Daniel Goh', clock);
    const second = await newOperator('Aisha Rahman', clock);
    const { member, id, net } = await memberWithdrawing('120');
    const pay = async (page: Page) => {
      await openQueue(page, 'withdrawals');
      const item = queueItem(page, net);
      await item
        .getByRole('button', { name: exactly(text('console.payments.withdrawal.complete')) })
        .click();
      return page.getByRole('alertdialog').getByRole('button', {
        name: exactly(text('console.payments.withdrawal.completeAction')),
      });
    };
    const [one, two] = await Promise.all([pay(first.page), pay(second.page)]);
    // Both pressed at once: a click that first waited for its button to settle could find the
    // item gone, the other operator's payment having reached this console live.
    await Promise.all([one.dispatchEvent('click'), two.dispatchEvent('click')]);
    const outcome = async (page: Page) => {
      const done = page.getByText(exactly(text('console.payments.done.paid')));
      const refused = page
        .getByRole('alert')
        .getByText(exactly(errorText('STATUS_CHANGE_NOT_ALLOWED')));
      await shown(done.or(refused));
      return (await done.count()) > 0 ? 'paid' : 'refused';
    };
    expect((await Promise.all([outcome(first.page), outcome(second.page)])).sort()).toEqual([
      'paid',
      'refused',
    ]);
    expect(await audited('admin.completeWithdrawal', id)).toHaveLength(1);
    const balances = await call(base, endpoints.wallet.balances, {}, member);
    expect(balances.available.toString()).toBe('880.00');
  });

  it('refuses a withdrawal with a reason: the member sees it refused and the money back', async () => {
    const { base } = journeys.server();
    const clock = await serverClock(base);
    const { page: desk, operator } = await newOperator('Hui Min', clock);
    const { member, id, net } = await memberWithdrawing('100');
    const phone = await journeys.openPage();
    await logIn(phone, member.email, member.password);
    await phone.goto('/pages/profile/withdraw');
    const list = phone.getByRole('list', { name: exactly(text('wallet.withdraw.list.label')) });
    await shown(list.getByText(exactly(text('display.status.withdrawal.processing'))));
    await expect.poll(() => openSockets(base, member.memberId)).toBe(1);

    await openQueue(desk, 'withdrawals');
    const item = queueItem(desk, net);
    await item
      .getByRole('button', { name: exactly(text('console.payments.withdrawal.refuse')) })
      .click();
    const dialog = desk.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: new RegExp(`^${text('console.payments.withdrawal.reason')}`) })
      .fill('The account holder does not match');
    await dialog
      .getByRole('button', { name: exactly(text('console.payments.withdrawal.refuseAction')) })
      .click();
    await shown(desk.getByText(exactly(text('console.payments.done.refused'))));

    // The member's open page says so, without a reload, and the money is back.
    await shown(list.getByText(exactly(text('display.status.withdrawal.refused'))));
    const balances = await call(base, endpoints.wallet.balances, {}, member);
    expect(balances.available.toString()).toBe('1000.00');
    const trail = await call(
      base,
      adminEndpoints.auditTrail,
      { action: 'admin.refuseWithdrawal', targetId: id, page: 1, pageSize: 10 },
      { admin: true },
    );
    expect(trail.items.map((entry) => [entry.actor, entry.reason])).toEqual([
      [byOperator(operator), 'The account holder does not match'],
    ]);
  });

  it("refuses a wrong code, a code used once already, a member's token and an ended session", async () => {
    const { base } = journeys.server();
    const clock = await serverClock(base);
    const { page: desk, operator } = await newOperator('Wei Jie', clock);
    await signOutOfConsole(desk, operator.name);
    const alert = formAlert(desk);

    // A wrong code: the refusal does not say which of the three was wrong.
    const wrong = String((Number(codeOf(operator.app, clock, 1)) + 1) % 1_000_000).padStart(6, '0');
    await signInToConsole(desk, { email: operator.email, code: wrong });
    await hasText(alert, errorText('OPERATOR_SIGN_IN_INCORRECT'));
    // The enrolment's code again (whatever the step now): used once, refused.
    await signInToConsole(desk, { email: operator.email, code: operator.enrolmentCode });
    await hasText(alert, errorText('OPERATOR_CODE_ALREADY_USED'));

    // A member's token in the console's place opens nothing.
    const member = await signedInMember(base);
    await desk.evaluate(
      ({ token, id }) =>
        sessionStorage.setItem(
          'cm.console.session',
          JSON.stringify({
            token,
            operator: { id, name: 'Member', email: 'x@y.sg', role: 'admin' },
          }),
        ),
      { token: member.token, id: member.memberId },
    );
    await desk.reload();
    await hasText(alert, errorText('ADMIN_ACCESS_DENIED'));

    // An operator's session ended elsewhere (signed out, expired): the console's next requests
    // are refused, and its sign-in says why. The tab keeps the reason with the session, so a
    // reload after the refusal was heard (here, the second) still says it.
    await signInToConsole(desk, { email: operator.email, code: codeOf(operator.app, clock, 1) });
    await shown(
      desk.getByRole('tab', { name: new RegExp(`^${text('console.payments.tabs.topUps')}`) }),
    );
    await call(base, adminEndpoints.signOut, {}, { token: await consoleToken(desk) });
    await desk.reload();
    await hasText(alert, errorText('OPERATOR_SESSION_ENDED'));
    await desk.reload();
    await hasText(alert, errorText('OPERATOR_SESSION_ENDED'));
  });
});
