// A visitor registers as a personal member through the form, is made to answer the FAQ
// questionnaire first, logs out from Settings and logs in again with the same credentials.
import { describe, expect, it } from 'vitest';
import { CODE_VALID_MINUTES } from '@carbonmarket/domain';
import { PASSWORD, uniqueEmail, verificationCodeFor } from './support/api';
import { at, shown, stored } from './support/browser';
import { useJourneys } from './support/journeys';
import {
  PATHS,
  field,
  logOutFromSettings,
  navTitle,
  onMemberHome,
  submitLogin,
  termsCheckbox,
} from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

describe('registering a personal member', () => {
  it('registers, answers the forced questionnaire, logs out and logs in again', async () => {
    const { base } = journeys.server();
    const page = await journeys.openPage();
    const email = uniqueEmail('register');

    await page.goto(PATHS.start);
    await page.getByRole('link', { name: exactly(text('onboarding.start.register')) }).click();
    await at(page, PATHS.register);
    await shown(navTitle(page, 'onboarding.register.title'));

    await field(page, 'onboarding.fields.email').fill(email);
    await page.getByRole('button', { name: exactly(text('forms.codeField.send')) }).click();
    // The hint under the code field says where the code went once the server has sent it.
    await shown(
      page.getByText(text('onboarding.hints.codeSent', { email, minutes: CODE_VALID_MINUTES }), {
        exact: true,
      }),
    );
    const code = await verificationCodeFor(base, email);
    expect(code).toMatch(/^\d{6}$/);
    await field(page, 'onboarding.fields.code').fill(code);
    await field(page, 'onboarding.fields.password').fill(PASSWORD);
    await field(page, 'onboarding.fields.confirmPassword').fill(PASSWORD);
    await field(page, 'onboarding.fields.firstName').fill('Mei Lin');
    await field(page, 'onboarding.fields.lastName').fill('Tan');
    await field(page, 'onboarding.fields.icNumber').fill('s7654321a');
    await field(page, 'onboarding.fields.mobile').fill('81234567');
    await termsCheckbox(page).check();
    await page.getByRole('button', { name: exactly(text('onboarding.register.submit')) }).click();

    // Signed in, but the questionnaire comes first, with no way back out of it.
    await at(page, PATHS.faq);
    await shown(page.getByRole('heading', { name: exactly(text('onboarding.faq.heading')) }));
    expect(await stored(page, 'isLogin')).toBe('true');
    expect(await page.getByRole('button', { name: exactly(text('common.back')) }).count()).toBe(0);
    await page.goto(PATHS.home);
    await at(page, PATHS.faq);

    const questions = page.getByRole('radiogroup');
    await shown(questions.first());
    const count = await questions.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1)
      await questions.nth(index).getByRole('radio').first().check();
    await shown(
      page.getByText(text('onboarding.faq.progress', { answered: count, total: count }), {
        exact: true,
      }),
    );
    await page.getByRole('button', { name: exactly(text('onboarding.faq.submit')) }).click();
    await onMemberHome(page);

    // Log out from Settings, confirming in the dialog.
    await page.goto(PATHS.settings);
    await logOutFromSettings(page);
    expect(await stored(page, 'token')).toBeNull();
    expect(await stored(page, 'isLogin')).toBeNull();

    // The same credentials open the account again, straight to home: answered once is enough.
    const reply = await submitLogin(page, email, PASSWORD);
    expect(reply).toMatchObject({ code: 0 });
    await onMemberHome(page);
    expect(new URL(page.url()).pathname).toBe(PATHS.home);
    expect(JSON.parse((await stored(page, 'loginInfo')) ?? '{}')).toMatchObject({
      account: email,
    });
  });
});
