// The console's projects against the real server: an admin finds a presale members booked, types
// its final unit price and tons, reads what each booking will owe, and sets them. The member's
// open orders page moves the booking from Applying to Pending Final Payment without a reload,
// with its countdown and the amount due. The audit trail names the admin. An admin also moves a
// project pending review onto the market, and members see it; one created with a picture
// uploaded from the device shows it on the member's page.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { formatMoney, money } from '@carbonmarket/domain';
import { adminEndpoints, endpoints } from '@carbonmarket/domain/contract';
import { call } from './support/api';
import { shown } from './support/browser';
import { enrolInConsole, invite, serverClock } from './support/console';
import { useJourneys } from './support/journeys';
import { fundedMember, presaleProject, projectInProgress } from './support/market';
import { PATHS, logIn, navTitle } from './support/screens';
import { exactly, fieldLabel, text } from './support/text';

/** A field of the project form by its label's key; `nth` 1 is the Chinese one of the same name. */
const formField = (page: Page, key: string, nth = 0): Locator =>
  page
    .getByLabel(fieldLabel(text(`console.projects.form.fields.${key}`)), { exact: true })
    .nth(nth);

const journeys = useJourneys({ env: { TEST_CLOCK_START: '2026-11-25T10:00:00+08:00' } });

/** An admin of the console, enrolled through their link, on the projects. */
async function adminOnProjects(name: string): Promise<{ page: Page; id: number }> {
  const { base } = journeys.server();
  const clock = await serverClock(base);
  const page = await journeys.openPage();
  const admin = await enrolInConsole(page, await invite(base, { name, role: 'admin' }), clock);
  await page
    .getByRole('navigation', { name: exactly(text('console.sections.label')) })
    .getByRole('link', { name: exactly(text('console.sections.projects')) })
    .click();
  await shown(page.getByRole('heading', { name: exactly(text('console.projects.heading')) }));
  return { page, id: admin.id };
}

/** A project's card in the console's list, found by its name. */
const projectCard = (page: Page, name: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: exactly(name) }) });

/** The audit trail's entries of an action on a target, oldest first. */
async function audited(action: string, targetId: number) {
  const trail = await call(
    journeys.server().base,
    adminEndpoints.auditTrail,
    { action, targetId, page: 1, pageSize: 10 },
    { admin: true },
  );
  return trail.items.reverse();
}

/** A plain PNG picture of the given size: sky over water. */
function picture(width: number, height: number): Buffer {
  const png = new PNG({ width, height, colorType: 2 });
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      png.data.set(
        y < height / 2 ? [170, 215, 240, 255] : [40, 120, 110, 255],
        (y * width + x) * 4,
      );
  return PNG.sync.write(png);
}

/** The natural size of the picture an element shows, once it has loaded. */
const loadedSize = (image: Locator) =>
  image.evaluate((element) => {
    const img = element as HTMLImageElement;
    return img.complete ? [img.naturalWidth, img.naturalHeight] : [0, 0];
  });

describe("the console's projects", () => {
  it("sets a presale's final terms after a preview, and the member's open orders page shows the booking pending its final payment with its countdown", async () => {
    const { base } = journeys.server();
    const member = await fundedMember(base);
    // S$12.80 expected a ton, a 10% booking fee: 15 t booked pays S$19.20 now.
    const presale = await presaleProject(base, 'Sarawak Solar Longhouses');
    const { order: booked } = await call(
      base,
      endpoints.orders.book,
      { projectId: presale.id, quantity: '15', agreed: true },
      { token: member.token, idempotencyKey: randomUUID() },
    );

    // The member keeps the orders page open on the booking, under Applying.
    const phone = await journeys.openPage();
    await logIn(phone, member.email, member.password);
    await phone.goto(`${PATHS.orders}?status=applying`);
    await shown(navTitle(phone, 'orders.title'));
    const bookingLink = phone.getByRole('link', {
      name: exactly(text('orders.card.orderNo', { orderNo: booked.orderNo })),
    });
    await shown(bookingLink);

    // The admin types 15 t at S$13.40 and previews: S$201.00 less the S$19.20 paid, S$181.80 due.
    const { page: desk, id: adminId } = await adminOnProjects('Siti Rahman');
    const card = projectCard(desk, presale.name);
    await card
      .getByRole('button', { name: exactly(text('console.projects.final.action')) })
      .click();
    const dialog = desk.getByRole('dialog', {
      name: exactly(text('console.projects.final.title', { name: presale.name })),
    });
    await dialog
      .getByLabel(fieldLabel(text('console.projects.final.price')), { exact: true })
      .fill('13.40');
    await dialog
      .getByLabel(fieldLabel(text('console.projects.final.tons')), { exact: true })
      .fill('15');
    await dialog
      .getByRole('button', { name: exactly(text('console.projects.final.preview')) })
      .click();
    const share = dialog.getByRole('listitem').filter({ hasText: booked.orderNo });
    await shown(share);
    expect(await share.innerText()).toContain(formatMoney(money('181.80')));
    expect(await dialog.innerText()).toContain(
      text('console.projects.final.member', { id: member.memberId }),
    );
    // Nothing is set by a preview.
    expect(
      (await call(base, endpoints.orders.detail, { id: booked.id }, { token: member.token }))
        .status,
    ).toBe('applying');

    await dialog
      .getByRole('button', { name: exactly(text('console.projects.final.confirm')) })
      .click();
    await shown(desk.getByText(exactly(text('console.projects.finalDone_one', { count: 1 }))));
    await expect.poll(() => card.innerText()).toContain(formatMoney(money('13.40')));
    expect(
      await card
        .getByRole('button', { name: exactly(text('console.projects.final.action')) })
        .count(),
    ).toBe(0);

    // The member's open page hears it: the booking leaves Applying, and waits under Pending Final
    // Payment with its countdown and the amount due.
    await expect.poll(() => bookingLink.count(), { timeout: 10_000 }).toBe(0);
    await phone
      .getByRole('tab', { name: exactly(text('display.status.order.pending_final_payment')) })
      .click();
    const due = phone.getByRole('article').filter({ hasText: booked.orderNo });
    await shown(due);
    await shown(due.getByRole('timer', { name: exactly(text('orders.finalPayment.countdown')) }));
    expect(await due.innerText()).toContain(formatMoney(money('181.80')));

    // The audit trail names the admin, with the terms they set.
    const entries = await audited('admin.setPresaleFinal', presale.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actor).toMatchObject({ kind: 'operator', operatorId: adminId });
  });

  it('moves a project pending review onto the market, offering only the statuses it may take', async () => {
    const { base } = journeys.server();
    const project = await projectInProgress(base, 'Perak Peat Rewetting', {
      status: 'pending_review',
    });
    const { page: desk } = await adminOnProjects('Daniel Lim');
    // Narrowed to those pending review, from the address the filter keeps.
    await desk
      .getByRole('combobox', { name: exactly(text('console.projects.filter.label')) })
      .selectOption('pending_review');
    await expect.poll(() => new URL(desk.url()).searchParams.get('status')).toBe('pending_review');
    const card = projectCard(desk, project.name);
    await card
      .getByRole('button', { name: exactly(text('console.projects.status.action')) })
      .click();
    const dialog = desk.getByRole('dialog', {
      name: exactly(text('console.projects.status.title', { name: project.name })),
    });
    const choice = dialog.getByRole('combobox');
    const offered = await choice
      .locator('option:not([disabled])')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    // Not a presale: it was created without presale terms.
    expect(offered).toEqual(['not_begun', 'closed']);
    await choice.selectOption('not_begun');
    await dialog
      .getByRole('button', { name: exactly(text('console.projects.status.confirm')) })
      .click();
    await shown(desk.getByText(exactly(text('console.projects.done'))));
    // It left the list of those pending review, and members see it.
    await expect.poll(() => card.count()).toBe(0);
    const listed = await call(base, endpoints.projects.list, { page: 1, pageSize: 50 });
    expect(listed.items.find((p) => p.id === project.id)?.status).toBe('not_begun');
    const entries = await audited('admin.setProjectStatus', project.id);
    expect(entries.map((entry) => entry.reason ?? null)).toHaveLength(1);
  });
  it('creates a project in both languages, opens it to members, and edits its price', async () => {
    const { base } = journeys.server();
    const { page: desk, id: adminId } = await adminOnProjects('Nur Aisyah');
    await desk
      .getByRole('link', { name: exactly(text('console.projects.form.newProject')) })
      .click();
    await shown(
      desk.getByRole('heading', { name: exactly(text('console.projects.form.createHeading')) }),
    );
    const fill = (key: string, value: string, nth = 0) => formField(desk, key, nth).fill(value);
    await fill('name', 'Perlis Mangrove Belt');
    await fill('location', 'Perlis, Malaysia');
    await fill('introduction', 'Replanting a mangrove belt along the Perlis coast.');
    await fill('developer', 'Pantai Hijau Sdn Bhd');
    await formField(desk, 'type').selectOption('blue_carbon');
    await fill('standards', 'Verra VCS\nCCB');
    await fill('name', '玻璃市红树林带', 1);
    await fill('location', '马来西亚 玻璃市', 1);
    await fill('introduction', '沿玻璃市海岸重新种植红树林带。', 1);
    await fill('unitPrice', '15.50');
    await fill('quantity', '800');
    await fill('maxTons', '40');
    await fill('vintage', '2025');
    await fill('verificationAgency', 'SCS Global Services');
    await fill('monitoring', 'Drone survey twice a year');
    await fill('creditType', 'VCU');
    await formField(desk, 'registry').selectOption('verra');
    await fill('registryId', '4021');
    // The picture, uploaded from the device: shown as members will see it once stored.
    await desk
      .getByLabel(exactly(text('console.projects.form.picture.choose')))
      .setInputFiles({ name: 'mangroves.png', mimeType: 'image/png', buffer: picture(480, 270) });
    const stored = desk.getByRole('img', {
      name: exactly(text('console.projects.form.picture.alt')),
    });
    await expect.poll(() => loadedSize(stored)).toEqual([480, 270]);
    const imageUrl = await stored.getAttribute('src');
    expect(imageUrl).toMatch(/^\/h5\/uploads\/[0-9a-f]{32}\.png$/);
    await desk
      .getByRole('checkbox', {
        name: new RegExp(`^${text('projects.info.goals.goal', { number: 14, name: '' })}`),
      })
      .check();
    await desk
      .getByRole('button', { name: exactly(text('console.projects.form.submitCreate')) })
      .click();
    await shown(desk.getByText(exactly(text('console.projects.form.created'))));

    // It waits in review, at the top of the list of those pending review; members do not see it.
    await expect.poll(() => new URL(desk.url()).searchParams.get('status')).toBe('pending_review');
    const card = projectCard(desk, 'Perlis Mangrove Belt');
    await shown(card);
    const id = Number(/#(\d+)/.exec(await card.innerText())?.[1]);
    const detail = await call(base, endpoints.projects.detail, { id, lang: 'cn' });
    expect(detail).toMatchObject({
      name: '玻璃市红树林带',
      status: 'pending_review',
      standards: ['Verra VCS', 'CCB'],
      registration: { registry: 'verra', registryId: '4021' },
      sdgs: [14],
      imageUrl,
    });
    expect(detail.unitPrice.toString()).toBe('15.50');

    // Opened to members: in progress once it has begun.
    for (const status of ['not_begun', 'in_progress'] as const) {
      await card
        .getByRole('button', { name: exactly(text('console.projects.status.action')) })
        .click();
      const dialog = desk.getByRole('dialog');
      await dialog.getByRole('combobox').selectOption(status);
      await dialog
        .getByRole('button', { name: exactly(text('console.projects.status.confirm')) })
        .click();
      await shown(desk.getByText(exactly(text('console.projects.done'))).last());
      if (status === 'not_begun') await card.waitFor({ state: 'detached' });
      if (status === 'not_begun') {
        await desk
          .getByRole('combobox', { name: exactly(text('console.projects.filter.label')) })
          .selectOption('not_begun');
        await shown(card);
      }
    }
    const listed = await call(base, endpoints.projects.list, { page: 1, pageSize: 50 });
    expect(listed.items.find((project) => project.id === id)?.status).toBe('in_progress');
    // A member's page of the project shows its picture.
    const member = await fundedMember(base);
    const phone = await journeys.openPage();
    await logIn(phone, member.email, member.password);
    await phone.goto(`/pages/project/project?id=${id}`);
    await expect
      .poll(() => loadedSize(phone.locator(`img[src="${imageUrl ?? ''}"]`).first()))
      .toEqual([480, 270]);

    // Edited: a new price, the rest as it was.
    await desk
      .getByRole('combobox', { name: exactly(text('console.projects.filter.label')) })
      .selectOption('all');
    await projectCard(desk, 'Perlis Mangrove Belt')
      .getByRole('link', { name: exactly(text('console.projects.form.edit')) })
      .click();
    await shown(
      desk.getByRole('heading', {
        name: exactly(text('console.projects.form.editHeading', { name: 'Perlis Mangrove Belt' })),
      }),
    );
    await expect.poll(() => formField(desk, 'name', 1).inputValue()).toBe('玻璃市红树林带');
    // The Chinese developer was left out: its field is empty, not the English one members read.
    expect(await formField(desk, 'developer', 1).inputValue()).toBe('');
    await fill('unitPrice', '16.20');
    await desk
      .getByRole('button', { name: exactly(text('console.projects.form.submitEdit')) })
      .click();
    await shown(desk.getByText(exactly(text('console.projects.form.saved'))));
    const edited = await call(base, endpoints.projects.detail, { id, lang: 'en' });
    expect(edited.unitPrice.toString()).toBe('16.20');
    expect(edited.status).toBe('in_progress');
    expect(edited.sdgs).toEqual([14]);

    // The audit trail names the admin for each.
    for (const action of ['admin.createProject', 'admin.setProjectStatus', 'admin.updateProject'])
      expect((await audited(action, id)).map((entry) => entry.actor)).toContainEqual(
        expect.objectContaining({ kind: 'operator', operatorId: adminId }),
      );
  });
});
