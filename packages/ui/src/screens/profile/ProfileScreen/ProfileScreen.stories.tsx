import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { formatMoney, formatTons } from '@carbonmarket/domain';
import { ProfileScreen } from './ProfileScreen';
import { toLocale } from '../../../i18n/locale';
import { formatDate } from '../../../i18n/formatDate';
import { storyT } from '../../../testing/storyI18n';
import { screenLinks, storyLinks } from '../../../fixtures/links';
import { emptyBalances, sampleBalances } from '../../../fixtures/balances';
import {
  chineseLongNameMember,
  newMember,
  sampleAvatarUrl,
  sampleMember,
  topLevelMember,
} from '../../../fixtures/members';
import {
  expectGeneralEntries,
  expectOnlyTheseLinks,
  expectTradingEntries,
  figure,
  memberCard,
  memberHubArgs,
  ready,
} from '../../../testing/profileHubStories';
import { expectCoversNothing } from '../../../testing/coversNothing';
import { ConnectionStatus } from '../../../components/ConnectionStatus/ConnectionStatus';
import { NavBarStatusProvider } from '../../../components/NavBar/NavBarStatus';

/*
 * The Profile tab, a member's hub: the card, the balances, the entries and the language switch.
 * Its other stories share this title, by theme: the visitors without an account
 * (`.visitors`), loading and failures (`.loading`), logging out (`.logout`) and the account's
 * notices (`.notices`).
 */
const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfileScreen,
  parameters: { layout: 'fullscreen' },
  args: memberHubArgs,
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
      screenLinks.avatarCropper,
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
    // Tapping the picture leads to a new one.
    await expect(
      within(card).getByRole('link', { name: t('profile.details.changePhoto') }),
    ).toHaveAttribute('href', storyLinks.avatarCropper);
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
