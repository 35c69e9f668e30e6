// A member whose token the server no longer accepts is sent to the login page and signed out
// here too, with the catalogue's "session expired" notice.
import { describe, expect, it } from 'vitest';
import { REPLY_CODE, endpoints } from '@carbonmarket/domain/contract';
import { call, registerMember, send } from './support/api';
import { at, shown, stored } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS, logIn, navTitle } from './support/screens';
import { errorText, exactly, text } from './support/text';

const journeys = useJourneys();

describe('an expired session', () => {
  it('sends the member to the login page and clears the stored session', async () => {
    const { base } = journeys.server();
    const member = await registerMember(base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    // The server ends the session behind the app's back (as a logout on another tab would).
    const token = await stored(page, 'token');
    expect(token).toBeTruthy();
    await call(base, endpoints.auth.logout, {}, { token });
    expect(await send(base, endpoints.wallet.balances, {}, { token })).toMatchObject({
      code: REPLY_CODE.sessionEnded,
      msg: 'SESSION_EXPIRED',
    });

    // Home asks for the balances with the dead token on its next load.
    await page.reload();
    await at(page, PATHS.login);
    await shown(navTitle(page, 'onboarding.login.title'));
    await shown(page.getByText(errorText('SESSION_EXPIRED'), { exact: true }));
    expect(await stored(page, 'token')).toBeNull();
    expect(await stored(page, 'loginInfo')).toBeNull();
    expect(await stored(page, 'isLogin')).toBeNull();

    // Home again: nobody is signed in any more, so there are no balances to show.
    await page.goto(PATHS.home);
    await shown(page.getByRole('heading', { name: exactly(text('home.guest.title')) }));
    expect(
      await page.getByRole('heading', { name: exactly(text('home.balances.title')) }).count(),
    ).toBe(0);
  });
});
