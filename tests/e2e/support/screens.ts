// Steps several journeys take on the app's screens, through accessible roles and labels.
import type { Locator, Page } from 'playwright-core';
import { at, shown } from './browser';
import { exactly, fieldLabel, text } from './text';

/** The routes the journeys visit (apps/reference/src/shared/routing/paths.ts). */
export const PATHS = {
  start: '/',
  home: '/pages/index/index',
  faq: '/pages/index/faq',
  login: '/pages/login/index',
  register: '/pages/register/index',
  settings: '/pages/profile/setting',
  profile: '/pages/profile/index',
  profileDetails: '/pages/profile/profile',
  orders: '/pages/profile/order',
  tons: '/pages/profile/tons',
  sell: '/pages/project/dsell',
} as const;

/** A form field by its visible label (the required marker aside). */
export const field = (page: Page, labelKey: string): Locator =>
  page.getByLabel(fieldLabel(text(labelKey)), { exact: true });

/** The terms checkbox of the login and registration forms. */
export const termsCheckbox = (page: Page): Locator =>
  page.getByRole('checkbox', {
    name: exactly(text('forms.termsAgreement.label').replace(/<\/?\w+>/g, '')),
  });

/** The banner above a form that says why the last request failed. */
export const formAlert = (page: Page): Locator => page.locator('form').getByRole('alert');

/** A page's title in the navigation bar. */
export const navTitle = (page: Page, key: string): Locator =>
  page.getByRole('heading', { level: 1, name: exactly(text(key)) });

/** The home page of a member: the balances section is there (guests get an invitation instead). */
export async function onMemberHome(page: Page): Promise<void> {
  await at(page, PATHS.home);
  await shown(page.getByRole('heading', { name: exactly(text('home.balances.title')) }));
}

/** Fills the login form and submits it; resolves with the server's answer to the login call. */
export async function submitLogin(page: Page, email: string, password: string) {
  await field(page, 'onboarding.fields.email').fill(email);
  await field(page, 'onboarding.fields.password').fill(password);
  const terms = termsCheckbox(page);
  if (!(await terms.isChecked())) await terms.check();
  const [reply] = await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/login/login')),
    page.getByRole('button', { name: exactly(text('onboarding.login.submit')) }).click(),
  ]);
  return (await reply.json()) as { code: number; msg: string };
}

/**
 * From a member's page with the tab bar, taps Profile, then the Account group's Personal
 * information; returns the member's card the tab showed (named after the member).
 */
export async function tapToProfileDetails(page: Page, memberName: string): Promise<Locator> {
  await page.getByRole('link', { name: exactly(text('layout.tabBar.profile')) }).click();
  await at(page, PATHS.profile);
  const card = page.getByRole('region', { name: exactly(memberName) });
  await shown(card);
  await page
    .getByRole('link', { name: new RegExp(`^${text('profile.hub.account.details')}`) })
    .click();
  await at(page, PATHS.profileDetails);
  return card;
}

/** On Settings: taps Log out and confirms in the dialog; ends on the login page. */
export async function logOutFromSettings(page: Page): Promise<void> {
  await page.getByRole('button', { name: exactly(text('onboarding.settings.logout')) }).click();
  const dialog = page.getByRole('alertdialog', {
    name: exactly(text('onboarding.settings.logoutTitle')),
  });
  await shown(dialog);
  await dialog
    .getByRole('button', { name: exactly(text('onboarding.settings.logoutConfirm')) })
    .click();
  await at(page, PATHS.login);
  await shown(navTitle(page, 'onboarding.login.title'));
}

/** Opens the login page and logs in; ends on a member's home page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(PATHS.login);
  await navTitle(page, 'onboarding.login.title').waitFor();
  const reply = await submitLogin(page, email, password);
  if (reply.code !== 0) throw new Error(`login refused: ${reply.code} ${reply.msg}`);
  await onMemberHome(page);
}
