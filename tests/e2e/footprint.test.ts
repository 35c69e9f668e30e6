// The carbon footprint on the phone against the real server: from Home's invitation through the
// questionnaire to the result and its chart; "Offset it" opens the purchase with the footprint's
// whole tons filled in, and buying shows the receipt. A guest sees a result too, and is asked to
// register to offset it.
import { describe, expect, it } from 'vitest';
import { money } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { call } from './support/api';
import { answerFromHome } from './support/footprint';
import { fundedMember, projectInProgress } from './support/market';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS, field, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

describe('the carbon footprint', () => {
  it('answers the questionnaire from Home, sees the result and offsets it with the tons filled in', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    // The newest project in progress, open to every level: the first the offset rule looks at.
    const project = await projectInProgress(base, 'Johor Footprint Mangroves');
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    await answerFromHome(page);
    const { result } = await call(base, endpoints.footprint.result, {}, { token: member.token });
    expect(result?.tonsPerYear.toString()).toBe('7.075');

    await page.getByRole('link', { name: exactly(text('footprint.result.offset.action')) }).click();
    await at(page, '/pages/project/dproject');
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(project.id));
    expect(new URL(page.url()).searchParams.get('quantity')).toBe('8');
    await shown(navTitle(page, 'projects.purchase.title'));
    await expect.poll(() => field(page, 'projects.purchase.form.quantity').inputValue()).toBe('8');

    await page.getByRole('checkbox').check();
    await page
      .getByRole('button', { name: exactly(text('projects.purchase.form.submit')) })
      .click();
    const dialog = page.getByRole('alertdialog', {
      name: exactly(text('projects.purchase.confirm.title')),
    });
    await shown(dialog);
    await dialog
      .getByRole('button', { name: exactly(text('projects.purchase.confirm.action')) })
      .click();
    await shown(page.getByRole('heading', { name: exactly(text('projects.purchase.done.title')) }));
    const balances = await call(base, endpoints.wallet.balances, {}, { token: member.token });
    expect(balances.credits.normal.toString()).toBe('8');
    // 8 t x S$7.35 = S$58.80 out of the member's S$1,000.00.
    expect(balances.available.toString()).toBe(money('941.20').toString());
  });

  it("shows a guest's result and asks the guest to register to offset it", async () => {
    const page = await journeys.openPage();
    await page.goto(PATHS.login);
    await page.getByRole('button', { name: exactly(text('onboarding.login.guest')) }).click();
    await at(page, PATHS.home);

    await answerFromHome(page);
    expect(
      await page
        .getByRole('link', { name: exactly(text('footprint.result.offset.action')) })
        .count(),
    ).toBe(0);
    await page
      .getByRole('link', { name: exactly(text('footprint.result.offset.register')) })
      .click();
    await at(page, PATHS.register);
  });
});
