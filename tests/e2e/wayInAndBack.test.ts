// The way in and the way back, as a person meets them: a member page opened while signed out,
// the login page opened while signed in, and Back on a page opened straight from a link.
import { describe, expect, it } from 'vitest';
import { registerMember } from './support/api';
import { at, shown } from './support/browser';
import { useJourneys } from './support/journeys';
import { projectInProgress } from './support/market';
import { PATHS, field, navTitle, onMemberHome, logIn, submitLogin } from './support/screens';
import { exactly, text } from './support/text';

const journeys = useJourneys();

describe('the way in', () => {
  it('sends a signed-out visitor from a member page to login, and back to that page once signed in', async () => {
    const member = await registerMember(journeys.server().base);
    const page = await journeys.openPage();
    await page.goto(`${PATHS.orders}?status=completed`);

    await at(page, PATHS.login);
    await navTitle(page, 'onboarding.login.title').waitFor();
    const reply = await submitLogin(page, member.email, member.password);
    expect(reply.code).toBe(0);

    await at(page, PATHS.orders);
    expect(new URL(page.url()).search).toBe('?status=completed');
    await shown(navTitle(page, 'orders.title'));
  });

  it('takes a signed-in member who opens the login or register page Home', async () => {
    const member = await registerMember(journeys.server().base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    for (const path of [PATHS.login, PATHS.register]) {
      await page.goto(path);
      await onMemberHome(page);
    }
  });

  it('ignores a next page that is not an address of the app', async () => {
    const member = await registerMember(journeys.server().base);
    const page = await journeys.openPage();
    await page.goto(`${PATHS.login}?next=${encodeURIComponent('https://example.com/')}`);
    await field(page, 'onboarding.fields.email').waitFor();
    await submitLogin(page, member.email, member.password);
    await onMemberHome(page);
  });
});

describe('Back on a page opened from a link', () => {
  const back = (page: Parameters<typeof navTitle>[0]) =>
    page.getByRole('button', { name: exactly(text('common.back')) }).click();

  it('goes from a purchase to its project, and from the project’s information to the project', async () => {
    const { base } = journeys.server();
    const member = await registerMember(base);
    const project = await projectInProgress(base, 'Back to the project');
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);
    await page.goto('about:blank');

    await page.goto(`/pages/project/dproject?id=${project.id}`);
    await back(page);
    await at(page, '/pages/project/project');
    expect(new URL(page.url()).search).toBe(`?id=${project.id}`);

    await page.goto('about:blank');
    await page.goto(`/pages/project/info?id=${project.id}`);
    await back(page);
    await at(page, '/pages/project/project');
    expect(new URL(page.url()).search).toBe(`?id=${project.id}`);
  });

  it('goes from the orders and the credits to the Profile tab', async () => {
    const member = await registerMember(journeys.server().base);
    const page = await journeys.openPage();
    await logIn(page, member.email, member.password);

    for (const path of [PATHS.orders, PATHS.tons]) {
      await page.goto('about:blank');
      await page.goto(path);
      await back(page);
      await at(page, PATHS.profile);
    }
  });
});
