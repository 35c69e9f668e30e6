// Retiring credits on the phone against the real server: the demo member (who holds the seed's
// purchases) goes from Profile to Carbon credits, picks Retire on a holding and retires whole tons
// for a named beneficiary; the app opens the certificate with its serial numbers. The public
// verification page opens in a fresh browser without signing in and shows the same serials, and
// the PDF the certificate links to names the tons, the serials and the beneficiary, in English
// and, after switching the app to Chinese, in Chinese under the app's Chinese name.
// Twenty retirements at once on one holding are raced at the server's level
// (apps/server/src/routes/retirementRace.test.ts).
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatTons, retirableTons, toMilliTons, tons } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { call } from './support/api';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS, field, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';
import type { Locale } from './support/text';
import { squeezed, squeezedPdfText } from './support/pdfText';

const journeys = useJourneys();

/** The demo member the first start seeds (apps/server/src/demo/seed.ts). */
const DEMO = { email: 'demo@carbonmarket.sg', password: 'GreenDemo2026' } as const;

const RETIRE = '/pages/profile/retire';
const CERTIFICATE = '/pages/profile/certificate';
const BENEFICIARY = 'Tan Wei Ling 陈伟玲';
const REASON = 'Our family flights to Perth';

/** Saves the certificate's PDF through its link on the app's page and reads its text back. */
async function downloadedPdf(page: Page, locale: Locale): Promise<string> {
  const link = page.getByRole('link', {
    name: exactly(text('credits.certificate.pdf', {}, locale)),
  });
  expect(new URL(await link.evaluate((a) => (a as HTMLAnchorElement).href)).search).toBe(
    `?lang=${locale}`,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = await download.path();
  return squeezedPdfText(new Uint8Array(await readFile(file)));
}

describe('retiring credits', () => {
  it('retires tons for a beneficiary; the certificate, its public page and its PDF name the same serials', async () => {
    const { base } = journeys.server();
    const session = await call(base, endpoints.auth.login, {
      visitorType: 'personal',
      email: DEMO.email,
      password: DEMO.password,
      agreed: true,
    });
    const { token } = session;
    const held = await call(base, endpoints.credits.holdings, { lang: 'en' }, { token });
    const holding = held.normal.find((candidate) =>
      retirableTons(candidate.tons).decimal.greaterThanOrEqualTo(3),
    );
    if (holding === undefined) throw new Error('the demo member holds no 3 t to retire');
    const retired = tons('3');

    const page = await journeys.openPage();
    await logIn(page, DEMO.email, DEMO.password);

    // Profile (its tab also counts the demo member's unread notifications), Carbon credits,
    // Retire on the holding.
    await page
      .getByRole('link', { name: new RegExp(`^${text('layout.tabBar.profile')}( |$)`) })
      .click();
    await at(page, PATHS.profile);
    await page
      .getByRole('link', { name: new RegExp(`^${text('profile.hub.trading.tons')}`) })
      .click();
    await at(page, PATHS.tons);
    await shown(navTitle(page, 'credits.title'));
    await shown(
      page.getByRole('heading', { name: exactly(text('credits.retirements.emptyTitle')) }),
    );
    await page
      .getByRole('link', {
        name: exactly(`${text('credits.holdings.retire')} – ${holding.projectName}`),
      })
      .click();
    await at(page, RETIRE);
    await shown(navTitle(page, 'credits.retire.title'));

    // Whole tons on the stepper, the beneficiary, the reason; Retire, then the confirmation.
    const quantity = field(page, 'credits.retire.form.quantity');
    await quantity.fill('2');
    await page
      .getByRole('button', { name: exactly(text('forms.quantityStepper.increase')) })
      .click();
    expect(await quantity.inputValue()).toBe('3');
    await field(page, 'credits.retire.form.beneficiary').fill(BENEFICIARY);
    await field(page, 'credits.retire.form.reason').fill(REASON);
    await page.getByRole('button', { name: exactly(text('credits.retire.form.submit')) }).click();
    const dialog = page.getByRole('alertdialog', {
      name: exactly(text('credits.retire.confirm.title')),
    });
    await shown(dialog);
    expect(await dialog.innerText()).toContain(BENEFICIARY);
    await dialog
      .getByRole('button', { name: exactly(text('credits.retire.confirm.action')) })
      .click();

    // The certificate, at an address of its own: what the server recorded.
    await at(page, CERTIFICATE);
    await shown(navTitle(page, 'credits.certificate.title'));
    const { items } = await call(
      base,
      endpoints.credits.retirements,
      { page: 1, pageSize: 10 },
      { token },
    );
    expect(items).toHaveLength(1);
    const [retirement] = items;
    if (retirement === undefined) throw new Error('the retirement is not listed');
    expect(retirement.tons.toString()).toBe(retired.toString());
    expect(retirement.beneficiary).toBe(BENEFICIARY);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(retirement.id));
    const facts = page.getByLabel(exactly(text('credits.certificate.label')));
    await shown(facts.getByText(retirement.serials.text, { exact: true }));
    const certificate = await facts.innerText();
    expect(certificate).toContain(BENEFICIARY);
    expect(certificate).toContain(REASON);
    expect(certificate).toContain(formatTons(retired));
    // A reload shows the certificate again, never an empty form.
    await page.reload();
    await at(page, CERTIFICATE);
    await shown(page.getByText(retirement.serials.text, { exact: true }));

    // The verification page, in a fresh browser that never signed in: the same serials.
    const stranger = await journeys.openPage();
    const verification = await stranger.goto(`${base}${retirement.verificationPath}`);
    expect(verification?.status()).toBe(200);
    const publicPage = await stranger.locator('body').innerText();
    expect(publicPage).toContain(retirement.serials.text);
    expect(publicPage).toContain(BENEFICIARY);
    expect(publicPage).toContain(holding.projectName);

    // The PDF in English: the tons, the serials, the beneficiary.
    const english = await downloadedPdf(page, 'en');
    for (const expected of [
      squeezed(formatTons(retired, 'en')),
      retirement.serials.text,
      squeezed(BENEFICIARY),
      squeezed(REASON),
      'ThiscertificateisonrecordwithCarbonMarket.',
    ])
      expect(english, expected).toContain(expected);

    // The app in Chinese: the PDF in Chinese, under the app's Chinese name.
    await page.getByRole('button', { name: exactly(text('screens.languageSwitch.label')) }).click();
    await page
      .getByRole('dialog', { name: exactly(text('screens.languageSwitch.title')) })
      .getByRole('button', { name: exactly(text('common.languages.cn')) })
      .click();
    await shown(
      page.getByRole('heading', {
        level: 1,
        name: exactly(text('credits.certificate.title', {}, 'cn')),
      }),
    );
    const chinese = await downloadedPdf(page, 'cn');
    for (const expected of [
      '碳信用注销证书',
      squeezed(formatTons(retired, 'cn')),
      retirement.serials.text,
      squeezed(BENEFICIARY),
      '本证书已在碳交易市场登记。',
    ])
      expect(chinese, expected).toContain(expected);
    expect(chinese).not.toContain('CarbonMarket');

    // Carbon credits lists the retirement with its serials and the way to its certificate.
    await page.goto(PATHS.tons);
    const row = page
      .getByRole('list', { name: exactly(text('credits.retirements.label', {}, 'cn')) })
      .getByRole('listitem');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(retirement.serials.text);
    const after = await call(base, endpoints.credits.holdings, { lang: 'en' }, { token });
    const left = after.normal.find((candidate) => candidate.id === holding.id);
    expect(left && toMilliTons(left.tons)).toBe(toMilliTons(holding.tons) - toMilliTons(retired));
  });
});
