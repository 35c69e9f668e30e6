// A guest browses the featured projects, is kept out of what needs an account, and is offered
// registration instead.
import { describe, expect, it } from 'vitest';
import { REPLY_CODE, endpoints } from '@carbonmarket/domain/contract';
import { call, send } from './support/api';
import { at, shown, stored } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS, navTitle } from './support/screens';
import { errorText, exactly, text } from './support/text';

const journeys = useJourneys();

describe('a guest', () => {
  it('sees the featured projects but is refused member actions and offered to register', async () => {
    const { base } = journeys.server();
    const page = await journeys.openPage();

    await page.goto(PATHS.login);
    await page.getByRole('button', { name: exactly(text('onboarding.login.guest')) }).click();
    await at(page, PATHS.home);

    // The home page features three of the projects the server lists: those on sale first, then
    // presales, then the rest, each group in the server's order.
    const { items } = await call(base, endpoints.projects.list, { page: 1, pageSize: 10 });
    expect(items.length).toBeGreaterThan(3);
    const openFirst = ['in_progress', 'presale'];
    const rank = (status: string) => (openFirst.includes(status) ? openFirst.indexOf(status) : 2);
    const expected = [...items].sort((a, b) => rank(a.status) - rank(b.status)).slice(0, 3);
    const featured = page.getByRole('region', { name: exactly(text('home.projects.title')) });
    for (const project of expected) await shown(featured.getByText(project.name, { exact: true }));
    expect(await featured.getByRole('listitem').count()).toBe(3);

    // No balances and no live connection for a guest: an invitation to register instead.
    const invite = page.getByRole('region', { name: exactly(text('home.guest.title')) });
    await shown(invite.getByText(text('home.guest.description'), { exact: true }));
    await shown(invite.getByRole('link', { name: exactly(text('home.guest.register')) }));
    expect(
      await page.getByRole('heading', { name: exactly(text('home.balances.title')) }).count(),
    ).toBe(0);
    expect(
      await page.getByText(text('feedback.connectionStatus.label'), { exact: false }).count(),
    ).toBe(0);

    // The guest's session is a real one, and the server refuses it what only members may do.
    const token = await stored(page, 'token');
    expect(token).toBeTruthy();
    expect(await send(base, endpoints.wallet.balances, {}, { token })).toMatchObject({
      code: REPLY_CODE.error,
      msg: 'GUEST_RESTRICTED',
    });

    // Account settings are closed to guests: the page says so and offers an account instead.
    await page.goto(PATHS.settings);
    const panel = page.getByRole('region', {
      name: exactly(text('onboarding.settings.guestTitle')),
    });
    await shown(panel.getByText(text('onboarding.settings.guestDescription'), { exact: true }));
    expect(
      await page.getByRole('button', { name: exactly(text('onboarding.settings.logout')) }).count(),
    ).toBe(0);
    expect(
      await page
        .getByRole('heading', { name: exactly(text('onboarding.settings.account')) })
        .count(),
    ).toBe(0);
    expect(
      await panel
        .getByRole('link', { name: exactly(text('onboarding.settings.register')) })
        .getAttribute('href'),
    ).toBe(PATHS.register);

    // The profile tab invites a guest in (register or log in, settings and about) and shows
    // nothing of an account: no balances, no log out.
    await page.goto(PATHS.home);
    const profileTab = page
      .getByRole('navigation', { name: exactly(text('layout.tabBar.label')) })
      .getByRole('link', { name: exactly(text('layout.tabBar.profile')) });
    await profileTab.click();
    await at(page, PATHS.profile);
    const hub = page.getByRole('region', { name: exactly(text('profile.hub.guest.title')) });
    await shown(hub.getByText(text('profile.hub.guest.description'), { exact: true }));
    expect(
      await hub
        .getByRole('link', { name: exactly(text('profile.hub.register')) })
        .getAttribute('href'),
    ).toBe(PATHS.register);
    await shown(page.getByRole('link', { name: exactly(text('profile.hub.general.settings')) }));
    expect(
      await page
        .getByRole('heading', { name: exactly(text('profile.hub.balances.title')) })
        .count(),
    ).toBe(0);
    expect(
      await page.getByRole('button', { name: exactly(text('profile.hub.logout.action')) }).count(),
    ).toBe(0);

    // A member's page (orders) is a guarded action: the app says why, in the catalogue's words,
    // and offers to register. "Not now" goes back home; "Register" opens registration.
    const offer = page.getByRole('alertdialog', { name: exactly(errorText('GUEST_RESTRICTED')) });
    await page.goto(PATHS.orders);
    await shown(offer);
    await offer.getByRole('button', { name: exactly(text('feedback.guestOffer.later')) }).click();
    await at(page, PATHS.home);
    await offer.waitFor({ state: 'detached' });

    await page.goto(PATHS.orders);
    await offer
      .getByRole('button', { name: exactly(text('feedback.guestOffer.register')) })
      .click();
    await at(page, PATHS.register);
    await shown(navTitle(page, 'onboarding.register.title'));
    await offer.waitFor({ state: 'detached' });
  });
});
