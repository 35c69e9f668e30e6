// The weekend rule against the real server: its clock starts on Saturday 28 November 2026, 10:00
// in Singapore (TEST_CLOCK_START). A member with a bank account, a withdrawal password and money
// opens Withdraw from the Profile tab: the page gives the Saturday message and Withdraw cannot
// be pressed, and the server refuses a withdrawal sent anyway with the same reason.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminEndpoints, endpoints } from '@carbonmarket/domain/contract';
import { call, send } from './support/api';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { WITHDRAWAL_PASSWORD, fundedMember, readyToWithdraw } from './support/market';
import { PATHS, logIn, navTitle } from './support/screens';
import { errorText, exactly, text } from './support/text';

const journeys = useJourneys({ env: { TEST_CLOCK_START: '2026-11-28T10:00:00+08:00' } });

describe('the weekend rule', () => {
  it('a withdrawal on a Saturday is refused with the Saturday message', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    const { token } = member;
    await readyToWithdraw(base, token);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    await page.goto(PATHS.profile);
    await page
      .getByRole('list', { name: exactly(text('profile.hub.wallet.title')) })
      .getByRole('link', { name: new RegExp(`^${text('profile.hub.wallet.withdraw')}`) })
      .click();
    await at(page, '/pages/profile/withdraw');
    await shown(navTitle(page, 'wallet.withdraw.title'));
    await shown(page.getByText(exactly(errorText('WITHDRAWAL_CLOSED_SATURDAY'))));
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: exactly(text('wallet.withdraw.form.submit')) })
          .isDisabled(),
      )
      .toBe(true);

    const sent = await send(
      base,
      endpoints.wallet.withdraw,
      { amount: '100', password: WITHDRAWAL_PASSWORD, to: 'bank' },
      { token, idempotencyKey: randomUUID() },
    );
    expect(sent).toMatchObject({ code: 1, msg: 'WITHDRAWAL_CLOSED_SATURDAY' });
    // Nothing left the balance, and the operator cannot pay out on a Saturday either.
    const processing = await call(base, adminEndpoints.processingWithdrawals, {}, { admin: true });
    expect(processing.items).toEqual([]);
  });
});
