// Who may buy a project, as a phone shows it against the real server: a member below the
// project's level gets the reason and the way to upgrade instead of Buy; a member flagged as a
// risk is refused; a guest is offered registration.
import { describe, expect, it } from 'vitest';
import { adminEndpoints } from '@carbonmarket/domain/contract';
import { call, registerMember } from './support/api';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { projectInProgress } from './support/market';
import { PATHS, logIn, submitLogin } from './support/screens';
import { errorText, exactly, text } from './support/text';

const journeys = useJourneys();

const buyLink = (page: Awaited<ReturnType<typeof journeys.openPage>>) =>
  page.getByRole('link', { name: exactly(text('projects.project.offer.buy')) });

describe('who may buy a project', () => {
  it('shows a member below its level the way to upgrade instead of Buy', async () => {
    const { base } = journeys.server();
    const member = await registerMember(base);
    const project = await projectInProgress(base, 'Pahang Forest Reserve', { minLevel: 'P2' });
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    await page.goto(`/pages/project/project?id=${project.id}`);

    const options = page.getByRole('region', {
      name: exactly(text('projects.project.offer.label')),
    });
    await shown(options.getByText(text('projects.project.offer.upgradeHint', { level: 'P2' })));
    // The way to upgrade is the membership page (membership.test.ts takes it to the end).
    const upgrade = options.getByRole('link', {
      name: exactly(text('projects.project.offer.upgrade')),
    });
    await shown(upgrade);
    expect(await upgrade.getAttribute('href')).toBe('/pages/profile/apply');
    expect(await options.getByText(text('projects.project.offer.upgradeContact')).count()).toBe(0);
    expect(await buyLink(page).count()).toBe(0);
  });

  it('refuses a member flagged as a risk', async () => {
    const { base } = journeys.server();
    const member = await registerMember(base);
    const project = await projectInProgress(base, 'Sabah Peat Rewetting');
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    // Flagging ends the member's sessions: the app learns it on its next request and asks them to
    // log in again; they do, flagged.
    await call(
      base,
      adminEndpoints.setRisk,
      { memberId: member.memberId, risk: true },
      {
        admin: true,
      },
    );
    await page.reload();
    await at(page, PATHS.login);
    expect((await submitLogin(page, member.email, member.password)).code).toBe(0);
    await page.goto(`/pages/project/project?id=${project.id}`);

    await shown(page.getByText(exactly(errorText('RISK_ACCOUNT_RESTRICTED'))));
    expect(await buyLink(page).count()).toBe(0);
  });

  it('offers a guest registration instead of Buy', async () => {
    const { base } = journeys.server();
    const project = await projectInProgress(base, 'Kelantan Mangrove Belt');
    const page = await journeys.openPage();
    await page.goto(PATHS.login);
    await page.getByRole('button', { name: exactly(text('onboarding.login.guest')) }).click();
    await shown(page.getByRole('heading', { name: exactly(text('home.guest.title')) }));
    await page.goto(`/pages/project/project?id=${project.id}`);

    await shown(page.getByText(text('projects.project.offer.guestHint')));
    await shown(page.getByRole('link', { name: exactly(text('projects.project.offer.register')) }));
    expect(await buyLink(page).count()).toBe(0);
  });
});
