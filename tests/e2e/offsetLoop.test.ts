// The whole offset loop on the phone against the real server, as one new member goes through it:
// the footprint questionnaire and its result, "Offset it" with the computed tons, the purchase,
// retiring those very tons for a named beneficiary, the certificate's serials, the public
// verification page without a sign-in, the PDF's text in English and Chinese, and the result
// page counting the retired tons.
import { describe, expect, it } from 'vitest';
import { formatTons, tons } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { call } from './support/api';
import { at, shown } from './support/browser';
import { answerFromHome } from './support/footprint';
import { useJourneys } from './support/journeys';
import { fundedMember, projectInProgress } from './support/market';
import { squeezed, squeezedPdfText } from './support/pdfText';
import { PATHS, field, logIn, navTitle } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

const PROJECT = 'Johor Offset Loop Mangroves';
const BENEFICIARY = 'Lim Family 林家';
const REASON = 'A year of our household';

describe('from a footprint to its certificate', () => {
  it('offsets the footprint, retires the tons bought, and the certificate, its page and its PDF agree', async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    await projectInProgress(base, PROJECT);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    // 1. The questionnaire, the result and its chart (7.075 t a year: 8 t to offset).
    await answerFromHome(page);

    // 2. "Offset it": the purchase with the 8 t filled in, bought.
    await page.getByRole('link', { name: exactly(text('footprint.result.offset.action')) }).click();
    await at(page, '/pages/project/dproject');
    await expect.poll(() => field(page, 'projects.purchase.form.quantity').inputValue()).toBe('8');
    await page.getByRole('checkbox').check();
    await page
      .getByRole('button', { name: exactly(text('projects.purchase.form.submit')) })
      .click();
    const buying = page.getByRole('alertdialog', {
      name: exactly(text('projects.purchase.confirm.title')),
    });
    await buying
      .getByRole('button', { name: exactly(text('projects.purchase.confirm.action')) })
      .click();
    await shown(page.getByRole('heading', { name: exactly(text('projects.purchase.done.title')) }));

    // 3. Those tons retired for a beneficiary, from Carbon credits.
    await page.goto(PATHS.tons);
    await shown(navTitle(page, 'credits.title'));
    await page
      .getByRole('link', { name: exactly(`${text('credits.holdings.retire')} – ${PROJECT}`) })
      .click();
    await at(page, '/pages/profile/retire');
    await field(page, 'credits.retire.form.quantity').fill('8');
    await field(page, 'credits.retire.form.beneficiary').fill(BENEFICIARY);
    await field(page, 'credits.retire.form.reason').fill(REASON);
    await page.getByRole('button', { name: exactly(text('credits.retire.form.submit')) }).click();
    const retiring = page.getByRole('alertdialog', {
      name: exactly(text('credits.retire.confirm.title')),
    });
    await retiring
      .getByRole('button', { name: exactly(text('credits.retire.confirm.action')) })
      .click();

    // 4. The certificate shows the serials the server recorded.
    await at(page, '/pages/profile/certificate');
    const { items } = await call(
      base,
      endpoints.credits.retirements,
      { page: 1, pageSize: 10 },
      { token: member.token },
    );
    const [retirement] = items;
    if (retirement === undefined) throw new Error('the retirement is not listed');
    expect(retirement.tons.toString()).toBe('8');
    expect(retirement.projectName).toBe(PROJECT);
    const facts = page.getByLabel(exactly(text('credits.certificate.label')));
    await shown(facts.getByText(retirement.serials.text, { exact: true }));
    expect(await facts.innerText()).toContain(BENEFICIARY);
    const balances = await call(base, endpoints.wallet.balances, {}, { token: member.token });
    expect(balances.credits.normal.toString()).toBe('0');

    // 5. The verification page, with no session at all: the same serials.
    const verification = await fetch(`${base}${retirement.verificationPath}`);
    expect(verification.status).toBe(200);
    const publicPage = await verification.text();
    expect(publicPage).toContain(retirement.serials.text);
    expect(publicPage).toContain(PROJECT);

    // 6. The PDF, in English and in Chinese: the tons, the serials, the beneficiary.
    for (const lang of ['en', 'cn'] as const) {
      const pdf = await fetch(`${base}${retirement.pdfPath}?lang=${lang}`);
      expect(pdf.headers.get('content-type')).toContain('application/pdf');
      const pdfText = await squeezedPdfText(new Uint8Array(await pdf.arrayBuffer()));
      for (const expected of [
        squeezed(formatTons(tons('8'), lang)),
        retirement.serials.text,
        squeezed(BENEFICIARY),
      ])
        expect(pdfText, `${lang}: ${expected}`).toContain(expected);
    }

    // The result now counts the retired tons: more than a year of the footprint.
    await page.goto('/pages/profile/result');
    await shown(page.getByText(exactly(text('footprint.result.retired.covered'))));
  });
});
