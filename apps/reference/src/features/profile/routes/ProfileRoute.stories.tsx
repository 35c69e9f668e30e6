import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, money } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { toLocale } from '@carbonmarket/ui';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  noUnreadNotifications,
  replyNetworkError,
  replyOk,
  replySessionEnded,
  runtimeConfigHandler,
  serverNowAnswers,
} from '../../../testing/apiHandlers';
import { guestSession, memberSession } from '../../../testing/fixtures/session';
import { memberProfile } from '../../../testing/fixtures/profile';
import { balances } from '../../../testing/fixtures/wallet';
import { expectHomeShown, homeHandlers } from '../../../testing/homeStory';
import { startStory, stored, storyT, storyErrorText } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { STORAGE_KEYS } from '../../../lib/storage/storageKeys';
import { href } from '../../../shared/routing/href';

const profileOk = replyOk(endpoints.profile.get, memberProfile);
const balancesOk = replyOk(endpoints.wallet.balances, balances);

const meta = {
  title: 'Reference/Profile/Profile',
  component: ConnectedApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [runtimeConfigHandler, noUnreadNotifications, profileOk, balancesOk] },
  },
  args: { path: href('profile') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const MEMBER_NAME = `${memberProfile.firstName} ${memberProfile.lastName}`;

/** The member's card, once the profile is in. */
const memberCard = (canvas: Canvas) => canvas.findByRole('region', { name: MEMBER_NAME });

/** Waits until the balances are in, in the story's language. */
async function expectBalancesShown(canvas: Canvas, globals: Record<string, unknown>) {
  const region = await canvas.findByRole('region', {
    name: storyT(globals)('profile.hub.balances.title'),
  });
  await waitFor(() =>
    expect(region).toHaveTextContent(
      formatMoney(money(balances.available), toLocale(globals['locale'])),
    ),
  );
}

/** The offer a guard makes a guest on a member's page: the catalogue's guest message. */
const findOffer = (globals: Record<string, unknown>) =>
  within(document.body).findByRole('alertdialog', {
    name: storyErrorText(globals)('GUEST_RESTRICTED'),
  });

/**
 * A member: their card from the profile (name, level P3), the balances from the wallet, and the
 * entries to orders, carbon credits, the account's pages, settings and about at the app's
 * addresses.
 */
export const Member: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const card = await memberCard(canvas);
    await expect(card).toHaveTextContent(memberProfile.email);
    await expect(card).toHaveTextContent(t('profile.hub.membership.level', { level: 'P3' }));
    await expect(card).toHaveTextContent(t('profile.hub.creditScore.excellent'));
    await expectBalancesShown(canvas, globals);
    const entries: [string, string][] = [
      [t('profile.hub.trading.orders'), href('orders')],
      [t('profile.hub.trading.tons'), href('tons')],
      [t('profile.hub.account.details'), href('profileEdit')],
      [t('profile.hub.account.loginPassword'), href('loginPassword')],
      [t('profile.hub.account.withdrawalPassword'), href('withdrawalPassword')],
      [t('profile.hub.general.settings'), href('settings')],
      [t('profile.hub.general.about'), href('about')],
    ];
    for (const [name, path] of entries)
      await expect(canvas.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        path,
      );
    await expect(canvas.getByRole('link', { name: t('layout.tabBar.profile') })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

/** An entry opens its page in the app: Settings. */
export const MemberOpensSettings: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await memberCard(canvas);
    await userEvent.click(canvas.getByRole('link', { name: t('profile.hub.general.settings') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('settings')));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.settings.title') }),
    ).toBeVisible();
  },
};

/**
 * A guest opens the tab: no offer over it any more, but the hub's invitation, with nothing asked
 * of the server; Register opens registration.
 */
export const Guest: Story = {
  beforeEach: ({ globals }) => startStory(globals, guestSession),
  // No profile and no balances for a guest: a request for them would fail the story.
  parameters: { msw: { handlers: [runtimeConfigHandler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const invite = await canvas.findByRole('region', { name: t('profile.hub.guest.title') });
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    await expect(
      canvas.queryByRole('region', { name: t('profile.hub.balances.title') }),
    ).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('profile.hub.general.about') }),
    ).toHaveAttribute('href', href('about'));
    await userEvent.click(within(invite).getByRole('link', { name: t('profile.hub.register') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('register')));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.register.title') }),
    ).toBeVisible();
  },
};

/** A visitor without a session stays on the tab (no redirect) and may log in from it. */
export const SignedOut: Story = {
  beforeEach: ({ globals }) => startStory(globals, null),
  parameters: { msw: { handlers: [runtimeConfigHandler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const invite = await canvas.findByRole('region', { name: t('profile.hub.signedOut.title') });
    await expect(currentPath(canvas)).toHaveTextContent(href('profile'));
    await userEvent.click(within(invite).getByRole('link', { name: t('profile.hub.login') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.login.title') }),
    ).toBeVisible();
  },
};

/** The network fails: the profile says so; back online, "Try again" loads it. */
export const NetworkErrorThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        noUnreadNotifications,
        replyNetworkError(endpoints.profile.get),
        balancesOk,
      ],
    },
  },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(globals);
    const alert = await canvas.findByRole('alert', {}, { timeout: 5000 });
    await waitFor(() => expect(alert).toHaveTextContent(t('profile.hub.loadError')));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await expectBalancesShown(canvas, globals);
    serverNowAnswers(context, profileOk);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await memberCard(canvas)).toBeVisible();
    await expect(canvas.queryByText(t('profile.hub.loadError'))).toBeNull();
  },
};

/** The profile and the wallet of an account five wrong withdrawal passwords locked. */
const lockedHandlers = [
  runtimeConfigHandler,
  noUnreadNotifications,
  replyOk(endpoints.profile.get, { ...memberProfile, locked: true }),
  replyOk(endpoints.wallet.balances, { ...balances, available: '0.00', frozen: '1350.00' }),
];

/** Waits for the hub's notice of the lock, with the frozen amount in the story's language. */
async function lockedNotice(canvas: Canvas, globals: Record<string, unknown>) {
  const t = storyT(globals);
  const notice = await canvas.findByRole('region', { name: t('profile.hub.locked.title') });
  const frozen = formatMoney(money('1350.00'), toLocale(globals['locale']));
  await waitFor(() => expect(notice).toHaveTextContent(t('profile.hub.locked.frozen', { frozen })));
  return notice;
}

/**
 * A locked account, as the profile and the wallet tell it: the hub says the balance is frozen,
 * with the amount, and how to reach customer service.
 */
export const LockedAccount: Story = {
  parameters: { msw: { handlers: lockedHandlers } },
  play: async ({ canvas, globals }) => {
    const notice = await lockedNotice(canvas, globals);
    await expect(
      within(notice).getByRole('link', { name: storyT(globals)('profile.hub.locked.contact') }),
    ).toHaveAttribute('href', href('about'));
  },
};

/** The notice's button opens the page where customer service is reached, in the app. */
export const LockedAccountContactsUs: Story = {
  parameters: { msw: { handlers: lockedHandlers } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const notice = await lockedNotice(canvas, globals);
    await userEvent.click(
      within(notice).getByRole('link', { name: t('profile.hub.locked.contact') }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('about')));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.about.title') }),
    ).toBeVisible();
  },
};

/** The session ended on the server: the app clears it and opens login. */
export const SessionEnded: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        noUnreadNotifications,
        replySessionEnded(endpoints.profile.get),
        balancesOk,
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: storyT(globals)('onboarding.login.title'),
      }),
    ).toBeVisible();
    await expect(stored(STORAGE_KEYS.token)).toBeNull();
    await afterToast(canvasElement, containing(storyErrorText(globals)('SESSION_EXPIRED')));
  },
};

/** Log out, confirmed: the server revokes the token, the session ends, login opens. */
export const LogsOut: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        noUnreadNotifications,
        profileOk,
        balancesOk,
        replyOk(endpoints.auth.logout, {}),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await memberCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t('profile.hub.logout.action') }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('profile.hub.logout.title'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('profile.hub.logout.confirm') }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('onboarding.login.title') }),
    ).toBeVisible();
    await expect(stored(STORAGE_KEYS.token)).toBeNull();
    await expect(stored(STORAGE_KEYS.loginInfo)).toBeNull();
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
  },
};

/** Cancelling the question keeps the member signed in, on the tab. */
export const LogOutCancelled: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await memberCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: t('profile.hub.logout.action') }));
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: t('profile.hub.logout.title'),
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('feedback.confirmDialog.cancel') }),
    );
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await expect(currentPath(canvas)).toHaveTextContent(href('profile'));
    await expect(stored(STORAGE_KEYS.token)).not.toBeNull();
  },
};

/** A member's page deeper in the account area (orders) still makes a guest the guard's offer. */
export const GuestOnOrdersIsOffered: Story = {
  beforeEach: ({ globals }) => startStory(globals, guestSession),
  args: { path: href('orders') },
  parameters: { msw: { handlers: [runtimeConfigHandler, ...homeHandlers('guest')] } },
  play: async ({ canvas, globals }) => {
    const dialog = await findOffer(globals);
    await expect(dialog).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: storyT(globals)('feedback.guestOffer.later') }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('home')));
    await expectHomeShown(canvas, globals, 'guest');
  },
};
