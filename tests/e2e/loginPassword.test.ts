// Changing the login password against the real server: a newly registered member goes from the
// Profile tab to Settings to Login password by tapping (the page is drawn by the server and
// hydrated in place), types a wrong current password and is told the tries left, then changes it.
// The change ends the member's other session; after logging out, the old password is refused and
// the new one opens the account.
import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_ATTEMPTS } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { send, signedInMember } from './support/api';
import { at, hasText, shown, stored } from './support/browser';
import { consoleProblems, hydratedInPlace, keepDrawnElement } from './support/hydration';
import { useJourneys } from './support/journeys';
import {
  PATHS,
  field,
  formAlert,
  logIn,
  logOutFromSettings,
  navTitle,
  onMemberHome,
  submitLogin,
} from './support/screens';
import { errorText, exactly, text } from './support/text';

const journeys = useJourneys();

const LOGIN_PASSWORD = '/pages/profile/loginpwd';
const NEW_PASSWORD = 'Forest2027';

describe('changing the login password', () => {
  it('is reached by tapping, refuses a wrong current one with the tries left, logs out the other devices and takes effect at the next login', async () => {
    const { base } = journeys.server();
    // A new member, logged in on another device too (its session's token).
    const member = await signedInMember(base);

    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    const problems = consoleProblems(page);

    // Profile tab, Settings, Login password: each by tapping.
    await page.getByRole('link', { name: exactly(text('layout.tabBar.profile')) }).click();
    await at(page, PATHS.profile);
    await page.getByRole('link', { name: exactly(text('profile.hub.general.settings')) }).click();
    await at(page, PATHS.settings);
    await page
      .getByRole('link', { name: exactly(text('onboarding.settings.loginPassword')) })
      .click();
    await at(page, LOGIN_PASSWORD);
    await shown(navTitle(page, 'profile.password.login.title'));

    // Opened afresh, the server draws it, and the app takes the drawing over.
    await keepDrawnElement(page, '#root main');
    const response = await page.goto(LOGIN_PASSWORD);
    expect(await response?.text()).toContain(`data-member="${member.memberId}"`);
    await hydratedInPlace(page);

    const submit = page.getByRole('button', {
      name: exactly(text('profile.password.login.submit')),
    });
    const change = async (current: string) => {
      await field(page, 'profile.password.login.current').fill(current);
      await field(page, 'profile.password.login.new').fill(NEW_PASSWORD);
      await field(page, 'profile.password.confirm').fill(NEW_PASSWORD);
      const [reply] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/member/loginpassword')),
        submit.click(),
      ]);
      return (await reply.json()) as { code: number; msg: string };
    };

    // The new password meets every rule the checklist names.
    await field(page, 'profile.password.login.new').fill(NEW_PASSWORD);
    const rules = page
      .getByRole('list', { name: exactly(text('profile.password.rules.title')) })
      .getByRole('listitem');
    await expect.poll(() => rules.count()).toBe(4);
    for (const rule of await rules.all())
      expect(await rule.textContent()).toContain(text('profile.password.rules.met'));

    // A wrong current password: refused, with the tries left before the account locks.
    expect((await change('Wrong2026pass')).msg).toBe('PASSWORD_ATTEMPTS_LEFT');
    await hasText(
      formAlert(page),
      errorText('PASSWORD_ATTEMPTS_LEFT', { times: MAX_PASSWORD_ATTEMPTS - 1 }),
    );

    // The right one: changed, and the page says the other devices were logged out.
    expect((await change(member.password)).code).toBe(0);
    await shown(
      page.getByRole('status').filter({ hasText: exactly(text('profile.password.login.done')) }),
    );
    await shown(page.getByText(exactly(text('profile.password.login.doneDescription'))));
    expect((await send(base, endpoints.profile.get, {}, { token: member.token })).code).toBe(-1);

    // Done goes back to Settings, where the member logs out.
    await page
      .getByRole('button', { name: exactly(text('profile.password.login.finish')) })
      .click();
    await at(page, PATHS.settings);
    await logOutFromSettings(page);
    expect(await stored(page, 'token')).toBeNull();

    // The old password no longer opens the account; the new one does.
    expect((await submitLogin(page, member.email, member.password)).msg).toBe(
      'LOGIN_PASSWORD_ATTEMPTS_LEFT',
    );
    await hasText(
      formAlert(page),
      errorText('LOGIN_PASSWORD_ATTEMPTS_LEFT', { times: MAX_PASSWORD_ATTEMPTS - 1 }),
    );
    expect((await submitLogin(page, member.email, NEW_PASSWORD)).code).toBe(0);
    await onMemberHome(page);
    expect(problems).toEqual([]);
  });
});
