import { expect, fn, within } from 'storybook/test';
import type { Member } from '@carbonmarket/domain';
import type { ProfileScreenProps } from '../screens/profile/ProfileScreen/ProfileScreen';
import { memberName } from '../components/text/memberName';
import { sampleBalances } from '../fixtures/balances';
import { screenLinks } from '../fixtures/links';
import { sampleMember } from '../fixtures/members';
import type { storyT } from './storyI18n';

/*
 * What the Profile tab's story files share (its stories are split by theme, all under one title):
 * the arguments of a member's hub and the checks of its entries.
 */

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** A part of the hub loaded with `data`. */
export const ready = <D>(data: D) => ({ status: 'ready', data }) as const;

/** A member's hub, loaded, with every page of the app to link to. */
export const memberHubArgs = {
  visitor: 'member',
  member: ready(sampleMember),
  balances: ready(sampleBalances),
  onRetry: fn(),
  onLogout: fn(),
  links: screenLinks,
} satisfies ProfileScreenProps;

/** The figure shown for a term of a description list: the description right after it. */
export function figure(scope: HTMLElement, label: string): HTMLElement {
  const value = within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No figure after "${label}"`);
  return value;
}

/** The member's card, named by the member's name. */
export const memberCard = (canvas: Canvas, member: Member) =>
  canvas.getByRole('region', { name: memberName(member) });

/** Orders and carbon credits lead to their pages. */
export async function expectTradingEntries(canvas: Canvas, t: T) {
  const trading = canvas.getByRole('list', { name: t('profile.hub.trading.title') });
  await expect(
    within(trading).getByRole('link', { name: new RegExp(t('profile.hub.trading.orders')) }),
  ).toHaveAttribute('href', screenLinks.orders());
  await expect(
    within(trading).getByRole('link', { name: new RegExp(t('profile.hub.trading.tons')) }),
  ).toHaveAttribute('href', screenLinks.credits);
  await expect(
    within(trading).getByRole('link', { name: new RegExp(t('profile.hub.trading.membership')) }),
  ).toHaveAttribute('href', screenLinks.membership);
}

/** Settings and about are there for everyone. */
export async function expectGeneralEntries(canvas: Canvas, t: T) {
  const general = canvas.getByRole('list', { name: t('profile.hub.general.title') });
  await expect(
    within(general).getByRole('link', { name: t('profile.hub.general.settings') }),
  ).toHaveAttribute('href', screenLinks.settings);
  await expect(
    within(general).getByRole('link', { name: t('profile.hub.general.about') }),
  ).toHaveAttribute('href', screenLinks.about);
}

/** No entry for a page the app does not have: only these links on the page. */
export async function expectOnlyTheseLinks(canvas: Canvas, hrefs: readonly string[]) {
  const page = canvas.getByRole('main');
  const shown = within(page)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  await expect(shown.sort()).toEqual([...hrefs].sort());
}
