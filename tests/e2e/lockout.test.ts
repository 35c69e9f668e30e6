// Wrong passwords count down to a locked account; once locked, even the right password fails.
import { describe, expect, it } from 'vitest';
import { MAX_PASSWORD_ATTEMPTS } from '@carbonmarket/domain';
import { registerMember } from './support/api';
import { at, hasText, stored } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS, formAlert, navTitle, submitLogin } from './support/screens';
import { errorText } from './support/text';

const journeys = useJourneys();

describe('wrong passwords at login', () => {
  it('show the attempts left, then lock the account after the fifth', async () => {
    const { base } = journeys.server();
    const member = await registerMember(base);
    const page = await journeys.openPage();
    await page.goto(PATHS.login);
    await navTitle(page, 'onboarding.login.title').waitFor();

    for (let attempt = 1; attempt < MAX_PASSWORD_ATTEMPTS; attempt += 1) {
      const reply = await submitLogin(page, member.email, `Wrong${attempt}Password`);
      expect(reply.msg).toBe('LOGIN_PASSWORD_ATTEMPTS_LEFT');
      await hasText(
        formAlert(page),
        errorText('LOGIN_PASSWORD_ATTEMPTS_LEFT', { times: MAX_PASSWORD_ATTEMPTS - attempt }),
      );
    }

    const last = await submitLogin(page, member.email, 'Wrong5Password');
    expect(last.msg).toBe('LOGIN_ATTEMPTS_EXCEEDED');
    await hasText(formAlert(page), errorText('LOGIN_ATTEMPTS_EXCEEDED'));

    // Locked: the right password is refused the same way and nobody is signed in.
    const right = await submitLogin(page, member.email, member.password);
    expect(right.msg).toBe('LOGIN_ATTEMPTS_EXCEEDED');
    await hasText(formAlert(page), errorText('LOGIN_ATTEMPTS_EXCEEDED'));
    await at(page, PATHS.login);
    expect(await stored(page, 'token')).toBeNull();
  });
});
