// Withdrawing on the phone against the real server, on a working day (the server's clock starts
// on Wednesday 25 November 2026, 10:00 in Singapore: TEST_CLOCK_START). A member with S$1,000.00
// taps Withdraw on the Profile tab, is sent to save a bank account first (a holder who is not the
// registered name is refused), then to set a withdrawal password, and withdraws S$300.00: the fee
// and the net amount on the page are the server's quote. The operator pays it and the receipt
// says so without a reload; a second withdrawal is refused by the operator and its money comes
// back to the balance, as the list says. Another member types five wrong passwords: the tries
// left count down, the fifth freezes the balance and ends the session, and login then says the
// account is locked.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatMoney, money } from '@carbonmarket/domain';
import { adminEndpoints, endpoints } from '@carbonmarket/domain/contract';
import { call } from './support/api';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { WITHDRAWAL_PASSWORD, fundedMember, readyToWithdraw } from './support/market';
import { PATHS, field, formAlert, logIn, navTitle, submitLogin } from './support/screens';
import { errorText, exactly, text } from './support/text';

const journeys = useJourneys({ env: { TEST_CLOCK_START: '2026-11-25T10:00:00+08:00' } });

const WITHDRAW = '/pages/profile/withdraw';

/** Opens the withdraw page from the Profile tab, as a member would. */
async function openWithdraw(page: Page) {
  await page.goto(PATHS.profile);
  await page
    .getByRole('list', { name: exactly(text('profile.hub.wallet.title')) })
    .getByRole('link', { name: new RegExp(`^${text('profile.hub.wallet.withdraw')}`) })
    .click();
  await at(page, WITHDRAW);
  await shown(navTitle(page, 'wallet.withdraw.title'));
}

/** Types the amount and the password and presses Withdraw. */
async function withdraw(page: Page, amount: string, password: string) {
  await field(page, 'wallet.withdraw.form.amount').fill(amount);
  await field(page, 'wallet.withdraw.form.password').fill(password);
  await page.getByRole('button', { name: exactly(text('wallet.withdraw.form.submit')) }).click();
}

describe('withdrawing', () => {
  it('saves a bank account and a password when sent to, withdraws at the quoted fee, and follows the operator live', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    await openWithdraw(page);

    // No bank account: sent to save one; a holder who is someone else is refused first.
    await page
      .getByRole('link', { name: exactly(text('wallet.withdraw.blocked.noCard.action')) })
      .click();
    await at(page, '/pages/profile/card');
    // Filled in once the app runs (a choice made on the page as drawn is lost when it starts)
    // and the account and the registered name have loaded.
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => field(page, 'wallet.bankCard.field.holderName').inputValue())
      .toBe('Wei Ling Tan');
    await page
      .getByRole('combobox', { name: new RegExp(text('wallet.bankCard.field.bank')) })
      .selectOption('DBS Bank');
    await field(page, 'wallet.bankCard.field.accountNumber').fill('027-123456-9');
    await field(page, 'wallet.bankCard.field.holderName').fill('Someone Else');
    await page.getByRole('button', { name: exactly(text('wallet.bankCard.form.save')) }).click();
    await shown(page.getByText(errorText('HOLDER_NAME_MISMATCH')).first());
    await field(page, 'wallet.bankCard.field.holderName').fill('Wei Ling Tan');
    await page.getByRole('button', { name: exactly(text('wallet.bankCard.form.save')) }).click();
    await shown(page.getByText(exactly(text('wallet.bankCard.savedNotice'))));

    // Back to withdraw: no withdrawal password yet, so sent to set one; Done comes back.
    await page.goBack();
    await at(page, WITHDRAW);
    // Tapped once the page runs, the link opens the password page within the app, so that its
    // Done comes back here (tapped on the page as drawn, it loads afresh and goes to Settings).
    await page.waitForLoadState('networkidle');
    await page
      .getByRole('link', { name: exactly(text('wallet.withdraw.blocked.noPassword.action')) })
      .click();
    await at(page, '/pages/profile/withdpwd');
    await field(page, 'profile.password.withdrawal.new').fill(WITHDRAWAL_PASSWORD);
    await field(page, 'profile.password.confirm').fill(WITHDRAWAL_PASSWORD);
    await page
      .getByRole('button', { name: exactly(text('profile.password.withdrawal.setSubmit')) })
      .click();
    await page
      .getByRole('button', { name: exactly(text('profile.password.withdrawal.finish')) })
      .click();
    await at(page, WITHDRAW);

    // S$300.00: the page shows the server's quote, then the receipt, processing.
    const quote = await call(base, endpoints.wallet.withdrawalFee, { amount: '300' }, member);
    await field(page, 'wallet.withdraw.form.amount').fill('300');
    const figures = page.getByLabel(exactly(text('wallet.withdraw.quote.label')));
    await shown(figures.getByText(exactly(formatMoney(money(quote.net)))));
    await shown(figures.getByText(exactly(formatMoney(money(quote.fee)))));
    expect([quote.fee.toString(), quote.net.toString()]).toEqual(['3.00', '297.00']);
    await field(page, 'wallet.withdraw.form.password').fill(WITHDRAWAL_PASSWORD);
    await page.getByRole('button', { name: exactly(text('wallet.withdraw.form.submit')) }).click();
    await shown(page.getByText(exactly(text('wallet.withdraw.done.title'))));
    await shown(page.getByText(exactly(text('wallet.withdraw.done.description.processing'))));
    const done = Number(new URL(page.url()).searchParams.get('done'));
    const balances = await call(base, endpoints.wallet.balances, {}, member);
    expect(balances.available.toString()).toBe('700.00');

    // The operator pays it: the receipt follows, without a reload.
    await call(base, adminEndpoints.completeWithdrawal, { id: done }, { admin: true });
    await shown(page.getByText(exactly(text('wallet.withdraw.done.description.completed'))));

    // A second withdrawal, which the operator refuses: the list says the money came back, and
    // the balance has it.
    await page.goto(WITHDRAW);
    await withdraw(page, '100', WITHDRAWAL_PASSWORD);
    await shown(page.getByText(exactly(text('wallet.withdraw.done.description.processing'))));
    const second = Number(new URL(page.url()).searchParams.get('done'));
    await call(
      base,
      adminEndpoints.refuseWithdrawal,
      { id: second, reason: 'Bank details do not match' },
      { admin: true },
    );
    await shown(page.getByText(exactly(text('wallet.withdraw.done.description.refused'))));
    const list = page.getByRole('list', { name: exactly(text('wallet.withdraw.list.label')) });
    const [returned] = text('wallet.withdraw.list.returned', { date: '\u0000' }).split('\u0000');
    await shown(list.getByText(returned ?? '', { exact: false }).first());
    expect((await call(base, endpoints.wallet.balances, {}, member)).available.toString()).toBe(
      '700.00',
    );
  });

  it('counts wrong withdrawal passwords down, and the fifth freezes the balance and locks the account', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    await readyToWithdraw(base, member.token);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    await openWithdraw(page);
    for (const times of [4, 3, 2, 1]) {
      await withdraw(page, '100', `Wrong#${times}pass2026`);
      await shown(
        formAlert(page).getByText(exactly(errorText('TRADING_PASSWORD_ATTEMPTS_LEFT', { times }))),
      );
    }
    await withdraw(page, '100', 'Wrong#5pass2026');
    await at(page, PATHS.login);
    await shown(page.getByText(exactly(errorText('BALANCE_FROZEN'))).first());
    const reply = await submitLogin(page, member.email, member.password);
    expect(reply).toMatchObject({ code: 1, msg: 'ACCOUNT_LOCKED' });
    await shown(page.getByText(exactly(errorText('ACCOUNT_LOCKED'))).first());
  });
});
