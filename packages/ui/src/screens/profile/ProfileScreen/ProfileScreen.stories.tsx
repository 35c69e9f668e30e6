import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney, formatTons } from '@carbonmarket/domain';
import type { Member as MemberProfile } from '@carbonmarket/domain';
import { ProfileScreen } from './ProfileScreen';
import { memberName } from '../../../components/text/memberName';
import { toLocale } from '../../../i18n/locale';
import { formatDate } from '../../../i18n/formatDate';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import { emptyBalances, sampleBalances } from '../../../fixtures/balances';
import {
  chineseLongNameMember,
  newMember,
  riskFlaggedMember,
  sampleAvatarUrl,
  sampleMember,
  topLevelMember,
} from '../../../fixtures/members';
import { ArrivingData, expectLayoutHoldsOnArrival } from '../../../testing/arrivingData';
import { expectCoversNothing } from '../../../testing/coversNothing';
import { ConnectionStatus } from '../../../components/ConnectionStatus/ConnectionStatus';
import { NavBarStatusProvider } from '../../../components/NavBar/NavBarStatus';

const ready = <T,>(data: T) => ({ status: 'ready', data }) as const;

const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    visitor: 'member',
    member: ready(sampleMember),
    balances: ready(sampleBalances),
    onRetry: fn(),
    onLogout: fn(),
    links: screenLinks,
  },
} satisfies Meta<typeof ProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/**
 * With the live connection's state, as the app shows it on its tab pages: it covers nothing of
 * the page, at its top or at its end.
 */
export const WithConnectionStatus: Story = {
  render: (args) => (
    <NavBarStatusProvider status={<ConnectionStatus state="open" />}>
      <ProfileScreen {...args} />
    </NavBarStatusProvider>
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const live = canvas.getByText(storyT(globals)('feedback.connectionStatus.open'));
    const indicator = live.closest<HTMLElement>('[role="status"]');
    if (!indicator) throw new Error('no connection status');
    await expectCoversNothing(canvasElement, indicator);
  },
};

/** The figure shown for a term of a description list: the description right after it. */
function figure(scope: HTMLElement, label: string): HTMLElement {
  const value = within(scope).getByText(label, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No figure after "${label}"`);
  return value;
}

/** The member's card, named by the member's name. */
const memberCard = (canvas: Canvas, member: MemberProfile) =>
  canvas.getByRole('region', { name: memberName(member) });

/** Orders and carbon credits lead to their pages. */
async function expectTradingEntries(canvas: Canvas, t: T) {
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

/** Top up, the fund records and the bank card lead to their pages. */
async function expectWalletEntries(canvas: Canvas, t: T) {
  const wallet = canvas.getByRole('list', { name: t('profile.hub.wallet.title') });
  const entry = (key: 'topUp' | 'withdraw' | 'fundRecords' | 'bankCard') =>
    within(wallet).getByRole('link', { name: new RegExp(`^${t(`profile.hub.wallet.${key}`)}`) });
  await expect(entry('topUp')).toHaveAttribute('href', screenLinks.topUp);
  await expect(entry('withdraw')).toHaveAttribute('href', screenLinks.withdraw);
  await expect(entry('fundRecords')).toHaveAttribute('href', screenLinks.wallet);
  await expect(entry('bankCard')).toHaveAttribute('href', screenLinks.bankCard);
}

/** The member's details and both passwords lead to their pages. */
async function expectAccountEntries(canvas: Canvas, t: T) {
  const account = canvas.getByRole('list', { name: t('profile.hub.account.title') });
  const entry = (key: 'details' | 'loginPassword' | 'withdrawalPassword') =>
    within(account).getByRole('link', { name: new RegExp(t(`profile.hub.account.${key}`)) });
  await expect(entry('details')).toHaveAttribute('href', screenLinks.profileEdit);
  await expect(entry('loginPassword')).toHaveAttribute('href', screenLinks.loginPassword);
  await expect(entry('withdrawalPassword')).toHaveAttribute('href', screenLinks.withdrawalPassword);
}

/** Settings and about are there for everyone. */
async function expectGeneralEntries(canvas: Canvas, t: T) {
  const general = canvas.getByRole('list', { name: t('profile.hub.general.title') });
  await expect(
    within(general).getByRole('link', { name: t('profile.hub.general.settings') }),
  ).toHaveAttribute('href', screenLinks.settings);
  await expect(
    within(general).getByRole('link', { name: t('profile.hub.general.about') }),
  ).toHaveAttribute('href', screenLinks.about);
}

/** No entry for a page the app does not have: only these links on the page. */
async function expectOnlyTheseLinks(canvas: Canvas, hrefs: readonly string[]) {
  const page = canvas.getByRole('main');
  const shown = within(page)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  await expect(shown.sort()).toEqual([...hrefs].sort());
}

/**
 * A member: their card (name, email, level P2 until its end date, an excellent credit score), the
 * balances, the entries of the wallet, orders, carbon credits, membership, the account (details
 * and passwords), settings and about, and Log out.
 */
export const Member: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('profile.hub.title') }),
    ).toBeVisible();
    const card = memberCard(canvas, sampleMember);
    await expect(
      within(card).getByRole('heading', { level: 2, name: 'Mei Lin Tan' }),
    ).toBeVisible();
    await expect(card).toHaveTextContent(sampleMember.email);
    const membership = figure(card, t('profile.hub.membership.label'));
    await expect(membership).toHaveTextContent(t('profile.hub.membership.level', { level: 'P2' }));
    await expect(membership).toHaveTextContent(
      t('profile.hub.membership.until', {
        date: formatDate(sampleMember.membershipExpiresAt ?? new Date(), locale),
      }),
    );
    await expect(figure(card, t('profile.hub.creditScore.label'))).toHaveTextContent(
      t('profile.hub.creditScore.excellent'),
    );
    const balances = canvas.getByRole('region', { name: t('profile.hub.balances.title') });
    await expect(balances).toHaveTextContent(formatMoney(sampleBalances.available, locale));
    await expect(balances).toHaveTextContent(formatTons(sampleBalances.credits.normal, locale));
    await expectWalletEntries(canvas, t);
    await expectTradingEntries(canvas, t);
    await expectAccountEntries(canvas, t);
    await expectGeneralEntries(canvas, t);
    await expectOnlyTheseLinks(canvas, [
      screenLinks.topUp ?? '',
      screenLinks.withdraw ?? '',
      screenLinks.wallet ?? '',
      screenLinks.bankCard ?? '',
      screenLinks.orders(),
      screenLinks.credits,
      screenLinks.membership ?? '',
      screenLinks.profileEdit ?? '',
      screenLinks.loginPassword ?? '',
      screenLinks.withdrawalPassword ?? '',
      screenLinks.settings,
      screenLinks.about,
    ]);
    await expect(
      canvas.getByRole('button', { name: t('profile.hub.logout.action') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('profile.hub.register') })).toBeNull();
    await expect(canvas.getByRole('link', { name: t('layout.tabBar.profile') })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * An app that has none of the wallet's pages (an embedding app without them): no Wallet group,
 * and none of its entries lead nowhere; with one page, the group lists only that one.
 */
export const WithoutWalletPages: Story = {
  args: {
    links: {
      ...screenLinks,
      topUp: undefined,
      withdraw: undefined,
      wallet: undefined,
      bankCard: undefined,
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.queryByRole('list', { name: t('profile.hub.wallet.title') })).toBeNull();
    await expectTradingEntries(canvas, t);
  },
};

/** An app without the account's pages: no Account group. */
export const WithoutAccountPages: Story = {
  args: {
    links: {
      ...screenLinks,
      profileEdit: undefined,
      loginPassword: undefined,
      withdrawalPassword: undefined,
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.queryByRole('list', { name: t('profile.hub.account.title') })).toBeNull();
    await expectWalletEntries(canvas, t);
  },
};

/** Only the top-up page: the Wallet group lists it alone. */
export const WithTopUpOnly: Story = {
  args: { links: { ...screenLinks, withdraw: undefined, wallet: undefined, bankCard: undefined } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const wallet = canvas.getByRole('list', { name: t('profile.hub.wallet.title') });
    await expect(within(wallet).getAllByRole('link')).toHaveLength(1);
  },
};

/** A company at the highest level with its picture: the company's name, P5 and its end date. */
export const HighLevelWithPicture: Story = {
  args: { member: ready({ ...topLevelMember, avatarUrl: sampleAvatarUrl }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const card = memberCard(canvas, topLevelMember);
    await expect(
      within(card).getByRole('heading', { name: 'Green Harbour Logistics Pte Ltd' }),
    ).toBeVisible();
    await expect(figure(card, t('profile.hub.membership.label'))).toHaveTextContent(
      t('profile.hub.membership.level', { level: 'P5' }),
    );
    // The picture stands beside the name it would repeat: decorative, no alternative text.
    const picture = card.querySelector('img');
    await expect(picture).toHaveAttribute('src', sampleAvatarUrl);
    await expect(picture).toHaveAttribute('alt', '');
  },
};

/** A new member without a membership: "No membership", no end date, a medium credit score. */
export const NoMembership: Story = {
  args: { member: ready(newMember), balances: ready(emptyBalances) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const card = memberCard(canvas, newMember);
    const membership = figure(card, t('profile.hub.membership.label'));
    await expect(membership).toHaveTextContent(t('profile.hub.membership.none'));
    await expect(membership).not.toHaveTextContent(
      t('profile.hub.membership.until', { date: '' }).trim(),
    );
    await expect(figure(card, t('profile.hub.creditScore.label'))).toHaveTextContent(
      t('profile.hub.creditScore.medium'),
    );
  },
};

/** Nothing in the wallet yet: every balance reads zero, in full. */
export const EmptyBalances: Story = {
  args: { balances: ready(emptyBalances) },
  play: async ({ canvas, globals }) => {
    const locale = toLocale(globals['locale']);
    const balances = canvas.getByRole('region', {
      name: storyT(globals)('profile.hub.balances.title'),
    });
    await expect(balances).toHaveTextContent(formatMoney(emptyBalances.available, locale));
    await expect(balances).toHaveTextContent(formatTons(emptyBalances.credits.presale, locale));
  },
};

/** A member flagged as a risk: a notice that buying and selling are paused, a poor score. */
export const RiskFlagged: Story = {
  args: { member: ready(riskFlaggedMember) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('profile.hub.risk'))).toBeVisible();
    await expect(
      figure(memberCard(canvas, riskFlaggedMember), t('profile.hub.creditScore.label')),
    ).toHaveTextContent(t('profile.hub.creditScore.poor'));
  },
};

/** Long Chinese names and a long email wrap inside the card; nothing overflows the phone. */
export const LongChineseNames: Story = {
  args: { member: ready(chineseLongNameMember) },
  play: async ({ canvas, canvasElement }) => {
    const card = memberCard(canvas, chineseLongNameMember);
    await expect(within(card).getByRole('heading', { name: '欧阳明远志诚浩然' })).toBeVisible();
    await expect(card).toHaveTextContent(chineseLongNameMember.email);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A guest: an invitation to register first or log in; settings and about; nothing of a member's. */
export const Guest: Story = {
  args: { visitor: 'guest', member: undefined, balances: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const invite = canvas.getByRole('region', { name: t('profile.hub.guest.title') });
    await expect(invite).toHaveTextContent(t('profile.hub.guest.description'));
    const [first, second] = within(invite).getAllByRole('link');
    await expect(first).toHaveAccessibleName(t('profile.hub.register'));
    await expect(first).toHaveAttribute('href', screenLinks.register);
    await expect(second).toHaveAccessibleName(t('profile.hub.login'));
    await expect(second).toHaveAttribute('href', screenLinks.login);
    await expectGeneralEntries(canvas, t);
    await expectOnlyTheseLinks(canvas, [
      screenLinks.register,
      screenLinks.login,
      screenLinks.settings,
      screenLinks.about,
    ]);
    await expect(
      canvas.queryByRole('region', { name: t('profile.hub.balances.title') }),
    ).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('profile.hub.logout.action') })).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** No session at all: log in first or create an account; settings and about. */
export const SignedOut: Story = {
  args: { visitor: 'signedOut', member: undefined, balances: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const invite = canvas.getByRole('region', { name: t('profile.hub.signedOut.title') });
    const [first, second] = within(invite).getAllByRole('link');
    await expect(first).toHaveAccessibleName(t('profile.hub.login'));
    await expect(first).toHaveAttribute('href', screenLinks.login);
    await expect(second).toHaveAccessibleName(t('profile.hub.register'));
    await expect(second).toHaveAttribute('href', screenLinks.register);
    await expectGeneralEntries(canvas, t);
    await expect(canvas.queryByRole('list', { name: t('profile.hub.trading.title') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('profile.hub.logout.action') })).toBeNull();
  },
};

/**
 * Loading: the card and the balances drawn as their own outlines, announced; the entries are
 * usable meanwhile.
 */
export const Loading: Story = {
  args: { member: { status: 'loading' }, balances: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status', { name: t('profile.hub.loading') })).toBeVisible();
    await expect(
      canvas.getByRole('status', { name: t('feedback.skeleton.label') }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('term')).toBeNull();
    await expectTradingEntries(canvas, t);
    await expect(
      canvas.getByRole('button', { name: t('profile.hub.logout.action') }),
    ).toBeEnabled();
  },
};

/** The parts of the page that must not move as the profile and the balances arrive. */
const layoutOf = (canvas: Canvas, t: T) => ({
  balances: canvas.getByRole('heading', { name: t('profile.hub.balances.title') }),
  trading: canvas.getByRole('heading', { name: t('profile.hub.trading.title') }),
  general: canvas.getByRole('heading', { name: t('profile.hub.general.title') }),
  logout: canvas.getByRole('button', { name: t('profile.hub.logout.action') }),
});

/** The outlines have the size of what they stand for: nothing below them moves on arrival. */
export const DataArrivesInPlace: Story = {
  render: (args) => (
    <ArrivingData
      loading={
        <ProfileScreen {...args} member={{ status: 'loading' }} balances={{ status: 'loading' }} />
      }
      ready={<ProfileScreen {...args} />}
    />
  ),
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => layoutOf(canvas, t),
      ready: () => canvas.findByRole('heading', { level: 2, name: memberName(sampleMember) }),
    });
  },
};

/** The profile failed: the reason and a retry of the profile alone; the rest of the page works. */
export const ProfileFailed: Story = {
  args: { member: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('profile.hub.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith('member');
    await expectTradingEntries(canvas, t);
  },
};

/** The balances failed: their own message and retry under their heading. */
export const BalancesFailed: Story = {
  args: { balances: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const balances = canvas.getByRole('region', { name: t('profile.hub.balances.title') });
    await expect(within(balances).getByRole('alert')).toHaveTextContent(
      t('home.balances.loadError'),
    );
    await userEvent.click(within(balances).getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith('balances');
    await expect(memberCard(canvas, sampleMember)).toBeVisible();
  },
};

/** Log out asks first; confirming calls `onLogout` once and closes the question. */
export const LogOutConfirmed: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('profile.hub.logout.action') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t('profile.hub.logout.title') });
    await expect(dialog).toHaveAccessibleDescription(t('profile.hub.logout.message'));
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('profile.hub.logout.confirm') }),
    );
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancelling keeps the member signed in and gives the page back, focus on Log out. */
export const LogOutCancelled: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const logout = canvas.getByRole('button', { name: t('profile.hub.logout.action') });
    await userEvent.click(logout);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: t('profile.hub.logout.title') });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('feedback.confirmDialog.cancel') }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
    await waitFor(() => expect(logout).toHaveFocus());
    // The page is usable again: the question comes back on the next press, Escape declines it.
    await userEvent.click(logout);
    await body.findByRole('alertdialog', { name: t('profile.hub.logout.title') });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Logging out is under way: the question stays open with its confirm button busy. */
export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ canvasElement, globals }) => {
    const label = storyT(globals)('profile.hub.logout.confirm');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: (name) => name.includes(label) });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
  },
};

/** The language switch in the bar, when the app passes the locale. */
export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => <ProfileScreen {...args} locale={toLocale(globals['locale'])} />,
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const other = toLocale(globals['locale']) === 'cn' ? 'en' : 'cn';
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('screens.languageSwitch.label') }),
    );
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('button', {
        name: other === 'cn' ? '中文' : 'English',
      }),
    );
    await expect(args.onLocaleChange).toHaveBeenCalledWith(other);
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const DarkThemeGuest: Story = {
  args: { visitor: 'guest', member: undefined, balances: undefined },
  globals: { theme: 'dark' },
};
