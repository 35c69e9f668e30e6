// Moving around the app as a person on a phone does: the way in and the back arrow.
import { describe, it } from 'vitest';
import { registerMember } from './support/api';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { PATHS, logIn, navTitle, onMemberHome } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

describe('moving around the app', () => {
  it('takes a signed-in member who opens the start page to Home, not to login', async () => {
    const member = await registerMember(journeys.server().base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    await page.goto(PATHS.start);
    await onMemberHome(page);
  });

  it('keeps Back in the app on a page opened from a link: it goes to the page’s parent', async () => {
    const page = await journeys.openPage();
    // The tab has a page of its own before the app's (as after following a link).
    await page.goto('about:blank');
    await page.goto(PATHS.settings);
    await shown(navTitle(page, 'onboarding.settings.title'));

    // Settings are reached from the Profile tab, so Back goes there.
    await page.getByRole('button', { name: exactly(text('common.back')) }).click();
    await at(page, PATHS.profile);
    await shown(page.getByRole('link', { name: exactly(text('layout.tabBar.profile')) }));
  });
});
