// The member's live connection: the server sees the socket, the app shows it is live, and after
// the server restarts the app connects again by itself.
import { describe, expect, it } from 'vitest';
import { openSockets, registerMember } from './support/api';
import { hasText, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS, logIn, navTitle } from './support/screens';
import { text } from './support/text';

const journeys = useJourneys();

/** The app retries five times, five seconds apart: a restart must be back within that. */
const RECONNECT_TIMEOUT_MS = 40_000;

describe('the live connection', () => {
  it('connects once signed in and reconnects after the server restarts', async () => {
    const server = journeys.server();
    const member = await registerMember(server.base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    const indicator = page
      .getByRole('status')
      .filter({ hasText: text('feedback.connectionStatus.label') });
    const says = (state: 'open' | 'closed' | 'connecting') =>
      `${text('feedback.connectionStatus.label')} ${text(`feedback.connectionStatus.${state}`)}`;

    await shown(indicator);
    await hasText(indicator, says('open'));
    await expect.poll(() => openSockets(server.base, member.memberId), { timeout: 15_000 }).toBe(1);

    await server.stop();
    await hasText(indicator, says('closed'));

    await server.start();
    await expect
      .poll(() => openSockets(server.base, member.memberId), {
        timeout: RECONNECT_TIMEOUT_MS,
        interval: 250,
      })
      .toBe(1);
    await hasText(indicator, says('open'));

    // Only the tab pages show it (above the tab bar); an inner page keeps its last lines clear,
    // while the connection (opened again after the page load) is there all the same.
    await page.goto(PATHS.settings);
    await shown(navTitle(page, 'onboarding.settings.title'));
    await expect.poll(() => openSockets(server.base, member.memberId), { timeout: 15_000 }).toBe(1);
    expect(await indicator.count()).toBe(0);
  });
});
