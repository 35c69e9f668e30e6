// The member's details against the real server: a newly registered member taps from the Profile
// tab to Personal information, sees her email as fixed, changes her last name and mobile number,
// and back on the Profile tab her card has the new name without a reload. Opened afresh, the page
// is drawn by the server with the saved details and hydrated in place; the server has both.
import { describe, expect, it } from 'vitest';
import { endpoints } from '@carbonmarket/domain/contract';
import { call, registerMember } from './support/api';
import { at, shown } from './support/browser';
import { consoleProblems, hydratedInPlace, keepDrawnElement } from './support/hydration';
import { useJourneys } from './support/journeys';
import { PATHS, field, logIn, navTitle, tapToProfileDetails } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

describe('the profile details', () => {
  it('change the name and mobile number, and the Profile tab shows the new name at once', async () => {
    const { base } = journeys.server();
    const member = await registerMember(base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    const problems = consoleProblems(page);

    // From Home to the Profile tab, then its entry, by tapping.
    await tapToProfileDetails(page, 'Wei Ling Tan');

    // The email is shown, and is no field to edit.
    await shown(
      page.getByRole('heading', { level: 2, name: exactly(text('profile.details.fixed.title')) }),
    );
    await shown(page.locator('dd').filter({ hasText: exactly(member.email) }));
    expect(
      await page
        .getByRole('textbox', { name: new RegExp(text('profile.details.fixed.email')) })
        .count(),
    ).toBe(0);

    await field(page, 'profile.details.editable.lastName').fill('Ng');
    await field(page, 'profile.details.editable.mobile').fill('98765432');
    const [reply] = await Promise.all([
      page.waitForResponse(
        (r) =>
          new URL(r.url()).pathname.endsWith('/member/profile') && r.request().method() === 'PUT',
      ),
      page.getByRole('button', { name: exactly(text('profile.details.editable.save')) }).click(),
    ]);
    expect(reply.request().postDataJSON()).toMatchObject({ lastName: 'Ng', mobile: '98765432' });
    expect(reply.request().postDataJSON()).not.toHaveProperty('firstName');
    await shown(
      page.getByRole('status').filter({ hasText: exactly(text('profile.details.saved')) }),
    );

    // Back on the tab: the new name, without a reload.
    await page.getByRole('button', { name: exactly(text('common.back')) }).click();
    await at(page, PATHS.profile);
    await shown(page.getByRole('region', { name: exactly('Wei Ling Ng') }));

    // Opened afresh, the server draws it with the saved profile, and the app takes it over.
    await keepDrawnElement(page, '#root main');
    const response = await page.goto(PATHS.profileDetails);
    expect(await response?.text()).toContain(`data-member="${member.memberId}"`);
    await hydratedInPlace(page);
    await shown(navTitle(page, 'profile.details.title'));
    await expect
      .poll(() => field(page, 'profile.details.editable.lastName').inputValue())
      .toBe('Ng');

    const { token } = await call(base, endpoints.auth.login, {
      visitorType: 'personal',
      email: member.email,
      password: member.password,
      agreed: true,
    });
    expect(await call(base, endpoints.profile.get, {}, { token })).toMatchObject({
      firstName: 'Wei Ling',
      lastName: 'Ng',
      mobile: '98765432',
    });
    expect(problems).toEqual([]);
  });
});
