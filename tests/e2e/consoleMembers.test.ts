// The console's members section against the real server. An admin finds a member by e-mail,
// opens them, flags them as a risk and sets their credit score; then finds a member whom five
// wrong withdrawal passwords locked (their money frozen) and unlocks them with a reason: the lock
// is gone, and the frozen money is back in the available balance. The audit trail has each
// change with its admin, and the unlock with its reason.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatMoney, money } from '@carbonmarket/domain';
import { adminEndpoints, endpoints } from '@carbonmarket/domain/contract';
import { call, send, signedInMember } from './support/api';
import type { Member } from './support/api';
import { at, shown } from './support/browser';
import { enrolInConsole, invite, serverClock } from './support/console';
import type { ConsoleOperator } from './support/console';
import { useJourneys } from './support/journeys';
import { fundedMember, readyToWithdraw } from './support/market';
import { exactly, fieldLabel, text } from './support/text';

// Withdrawals (and so wrong withdrawal passwords) count on Singapore working days only: the
// server's clock starts on Wednesday 25 November 2026, 10:00 in Singapore.
const journeys = useJourneys({ env: { TEST_CLOCK_START: '2026-11-25T10:00:00+08:00' } });

/** Opens a section of the console's navigation. */
async function openSection(page: Page, section: 'members' | 'audit') {
  await page
    .getByRole('navigation', { name: exactly(text('console.sections.label')) })
    .getByRole('link', { name: exactly(text(`console.sections.${section}`)) })
    .click();
}

/** Searches the members for `query` and opens the one result, at its own address. */
async function openMember(page: Page, query: string, member: Member) {
  await openSection(page, 'members');
  await at(page, '/console/members');
  await page
    .getByRole('searchbox', { name: fieldLabel(text('console.members.search.label')) })
    .fill(query);
  await page.getByRole('button', { name: exactly(text('console.members.search.submit')) }).click();
  const results = page.getByRole('list', {
    name: exactly(text('console.members.listForQuery', { query })),
  });
  await shown(results);
  await expect.poll(() => results.getByRole('link').count()).toBe(1);
  await results.getByRole('link', { name: new RegExp(member.email) }).click();
  await at(page, `/console/members/${member.memberId}`);
}

/** A fact of the member's profile (its row's value), by its term's key. */
const fact = (page: Page, key: string): Locator =>
  page
    .getByLabel(exactly(text('console.members.profile.label')))
    .locator('dt', { hasText: exactly(text(key)) })
    .locator('xpath=following-sibling::dd[1]');

/** A balance's figure on the member's page, by its kind. */
const balance = (page: Page, kind: 'available' | 'frozen'): Locator =>
  page
    .getByLabel(exactly(text('console.members.balances.heading')))
    .locator('dt', { hasText: exactly(text(`console.members.balances.${kind}`)) })
    .locator('xpath=following-sibling::dd[1]');

/** The toast a change that went through shows. */
const done = (page: Page) => shown(page.getByText(exactly(text('console.members.done'))).first());

/** A member whose five wrong withdrawal passwords in a row locked the account and froze S$1,000. */
async function lockedMember(base: string): Promise<Member> {
  const member = await fundedMember(base);
  await readyToWithdraw(base, member.token);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const reply = await send(
      base,
      endpoints.wallet.withdraw,
      { amount: '100', password: `Wrong#${attempt}pass2026`, to: 'bank' },
      { token: member.token, idempotencyKey: randomUUID() },
    );
    expect(reply).toMatchObject({ code: 1 });
  }
  const { member: locked } = await call(
    base,
    adminEndpoints.member,
    { memberId: member.memberId },
    { admin: true },
  );
  expect(locked.locked).toBe(true);
  return member;
}

/** The audit trail's entries of an action on a member: who and why, oldest first. */
async function audited(base: string, action: string, memberId: number) {
  const trail = await call(
    base,
    adminEndpoints.auditTrail,
    { action, targetType: 'member', targetId: memberId, page: 1, pageSize: 10 },
    { admin: true },
  );
  return trail.items.map((entry) => [entry.actor, entry.reason]).reverse();
}

const byAdmin = (admin: ConsoleOperator) =>
  expect.objectContaining({ kind: 'operator', operatorId: admin.id });

describe("the console's members", () => {
  it('an admin finds a member by e-mail, flags the risk and sets the credit score, and unlocks a locked member with a reason, all in the audit trail', async () => {
    const { base } = journeys.server();
    const clock = await serverClock(base);
    const member = await signedInMember(base);
    const locked = await lockedMember(base);

    const page = await journeys.openPage();
    const admin = await enrolInConsole(
      page,
      await invite(base, { name: 'Nur Aisyah', role: 'admin' }),
      clock,
    );

    // The member, found by e-mail: in good standing.
    await openMember(page, member.email, member);
    await shown(page.getByRole('heading', { level: 2, name: exactly('Wei Ling Tan') }));
    await expect
      .poll(() => fact(page, 'console.members.profile.risk').textContent())
      .toBe(text('console.members.profile.no'));

    // Flagged as a risk, confirmed in the dialog.
    await page.getByRole('button', { name: exactly(text('console.members.risk.flag')) }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: exactly(text('console.members.risk.flag')) })
      .click();
    await done(page);
    await expect
      .poll(() => fact(page, 'console.members.profile.risk').textContent())
      .toBe(text('console.members.profile.yes'));

    // The credit score set to poor.
    await page
      .getByRole('button', { name: exactly(text('console.members.creditScore.action')) })
      .click();
    const scoreDialog = page.getByRole('dialog');
    await scoreDialog
      .getByRole('radio', { name: exactly(text('console.members.creditScores.poor')) })
      .check();
    await scoreDialog
      .getByRole('button', { name: exactly(text('console.members.creditScore.confirm')) })
      .click();
    await expect
      .poll(() => fact(page, 'console.members.profile.creditScore').textContent())
      .toBe(text('console.members.creditScores.poor'));
    const flagged = await call(
      base,
      adminEndpoints.member,
      { memberId: member.memberId },
      { admin: true },
    );
    expect(flagged.member).toMatchObject({ risk: true, creditScore: 'poor' });

    // The locked member, found by e-mail: locked, S$1,000.00 frozen and none available.
    await openMember(page, locked.email, locked);
    await expect
      .poll(() => fact(page, 'console.members.profile.locked').textContent())
      .toBe(text('console.members.profile.yes'));
    await expect.poll(() => balance(page, 'frozen').textContent()).toBe(formatMoney(money('1000')));

    // Unlocked with a reason: the lock is gone and the money is available again.
    await page
      .getByRole('button', { name: exactly(text('console.members.unlock.action')) })
      .click();
    const unlockDialog = page.getByRole('dialog');
    await unlockDialog
      .getByRole('textbox', { name: fieldLabel(text('console.reasonDialog.reason')) })
      .fill('Identity confirmed by phone; he had mistyped the new password');
    await unlockDialog
      .getByRole('button', { name: exactly(text('console.members.unlock.confirm')) })
      .click();
    await done(page);
    await expect
      .poll(() => fact(page, 'console.members.profile.locked').textContent())
      .toBe(text('console.members.profile.no'));
    await expect
      .poll(() => balance(page, 'available').textContent())
      .toBe(formatMoney(money('1000')));
    await expect.poll(() => balance(page, 'frozen').textContent()).toBe(formatMoney(money('0')));

    // The audit trail: each change with its admin, the unlock with its reason.
    expect(await audited(base, 'admin.setRisk', member.memberId)).toEqual([[byAdmin(admin), null]]);
    expect(await audited(base, 'admin.setCreditScore', member.memberId)).toEqual([
      [byAdmin(admin), null],
    ]);
    expect(await audited(base, 'admin.unlockMember', locked.memberId)).toEqual([
      [byAdmin(admin), 'Identity confirmed by phone; he had mistyped the new password'],
    ]);
    await openSection(page, 'audit');
    await at(page, '/console/audit');
    await shown(
      page.getByText('Identity confirmed by phone; he had mistyped the new password').first(),
    );
    await shown(page.getByText(exactly(text('console.audit.actions.unlockMember'))).first());
    await shown(page.getByText(exactly(text('console.audit.actions.setRisk'))).first());
    await shown(page.getByText(exactly(text('console.audit.actions.setCreditScore'))).first());
  });
});
