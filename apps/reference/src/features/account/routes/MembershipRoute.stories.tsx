import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, money } from '@carbonmarket/domain';
import { IDEMPOTENCY_KEY_HEADER, endpoints } from '@carbonmarket/domain/contract';
import { formatDate, toLocale } from '@carbonmarket/ui';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  noUnreadNotifications,
  replyNetworkError,
  replyOk,
  replyRecording,
  replySessionEnded,
  runtimeConfigHandler,
  serverNowAnswers,
} from '../../../testing/apiHandlers';
import { baseConfig } from '../../../testing/fixtures/baseConfig';
import { joinedP2, membershipPlans } from '../../../testing/fixtures/membership';
import { memberProfile } from '../../../testing/fixtures/profile';
import { memberSession } from '../../../testing/fixtures/session';
import { balances } from '../../../testing/fixtures/wallet';
import { startStory, storyErrorText, storyT } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

const noLevel = replyOk(endpoints.membership.plans, membershipPlans());
const balancesOk = replyOk(endpoints.wallet.balances, balances);
const pageHandlers = [runtimeConfigHandler, noLevel, balancesOk];

const meta = {
  title: 'Reference/Account/Membership',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: pageHandlers } },
  args: { path: href('apply') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** A plan's card, by its heading, once the plans are in. */
async function planCard(canvas: Canvas, t: T, level: string) {
  const heading = await canvas.findByRole('heading', {
    level: 3,
    name: t('profile.membership.plan.name', { level }),
  });
  const card = heading.closest('li');
  if (card === null) throw new Error(`No card for ${level}`);
  return within(card);
}

/** Presses the plan's action (join, upgrade or renew) and pays in the confirmation. */
async function pay(canvas: Canvas, t: T, level: string, action: 'join' | 'upgrade' | 'renew') {
  const card = await planCard(canvas, t, level);
  await userEvent.click(
    card.getByRole('button', { name: t(`profile.membership.plan.${action}`, { level }) }),
  );
  const dialog = await within(document.body).findByRole('alertdialog', {
    name: t(`profile.membership.confirm.title.${action}`, { level }),
  });
  await userEvent.click(
    within(dialog).getByRole('button', { name: t('profile.membership.confirm.action') }),
  );
  return card;
}

const joinOk = replyRecording(endpoints.membership.join, [{ ok: joinedP2 }]);

/**
 * Joining P2 for a month: the app sends the plan with an idempotency key, then shows the
 * server's receipt: the level, its end and the balance after paying.
 */
export const JoinsAndSeesTheReceipt: Story = {
  parameters: { msw: { handlers: [...pageHandlers, joinOk.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const sent = joinOk.requests.length;
    await pay(canvas, t, 'P2', 'join');
    await expect(
      await canvas.findByRole('heading', { name: t('profile.membership.done.title') }),
    ).toBeVisible();
    const request = joinOk.requests[sent];
    await expect(request?.body).toMatchObject({ level: 'P2', period: 'monthly' });
    await expect(request?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent(formatMoney(money('19.80'), locale));
    await expect(page).toHaveTextContent(formatMoney(money('1230.20'), locale));
    await expect(
      canvas.getByRole('link', { name: t('profile.membership.done.toProjects') }),
    ).toHaveAttribute('href', href('projects'));
  },
};

const joinFromProfile = replyRecording(endpoints.membership.join, [{ ok: joinedP2 }]);

/**
 * From the Profile tab to the plans and back: once P2 is paid for, the tab shows level P2 and its
 * end at once, though the server's profile (not asked again) still says none.
 */
export const ProfileShowsTheNewLevel: Story = {
  args: { path: href('profile') },
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers,
        noUnreadNotifications,
        replyOk(endpoints.profile.get, {
          ...memberProfile,
          level: 'P0',
          membershipExpiresAt: null,
        }),
        joinFromProfile.handler,
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(await canvas.findByText(t('profile.hub.membership.none'))).toBeVisible();
    await userEvent.click(
      canvas.getByRole('link', { name: new RegExp(t('profile.hub.trading.membership')) }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('apply')));
    await pay(canvas, t, 'P2', 'join');
    await canvas.findByRole('heading', { name: t('profile.membership.done.title') });
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('profile')));
    await expect(
      await canvas.findByText(t('profile.hub.membership.level', { level: 'P2' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('profile.hub.membership.until', {
          date: formatDate(new Date(joinedP2.expiresAt), locale),
        }),
      ),
    ).toBeVisible();
  },
};

const joinAfterNetworkError = replyRecording(endpoints.membership.join, [
  'networkError',
  { ok: joinedP2 },
]);

/**
 * The network fails on the way: the card says so; paying again sends the same plan with the same
 * idempotency key, so it is paid at most once.
 */
export const RetryAfterNetworkErrorKeepsTheKey: Story = {
  parameters: { msw: { handlers: [...pageHandlers, joinAfterNetworkError.handler] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const sent = joinAfterNetworkError.requests.length;
    const card = await pay(canvas, t, 'P2', 'join');
    const networkError = containing(storyErrorText(globals)('NETWORK_ERROR'));
    await expect(await card.findByText(networkError)).toBeVisible();
    await pay(canvas, t, 'P2', 'join');
    await expect(
      await canvas.findByRole('heading', { name: t('profile.membership.done.title') }),
    ).toBeVisible();
    const [first, second] = joinAfterNetworkError.requests.slice(sent);
    await expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(
      first?.headers.get(IDEMPOTENCY_KEY_HEADER),
    );
    await afterToast(canvasElement, networkError);
  },
};

const shortMeanwhile = replyRecording(endpoints.membership.join, [
  { refused: 'INSUFFICIENT_BALANCE' },
]);
const balancesThenSpent = replyRecording(endpoints.wallet.balances, [
  { ok: balances },
  { ok: { ...balances, available: '5.00' } },
]);

/**
 * The money was spent elsewhere meanwhile: the server refuses, the card says so, and the balance
 * is fetched again, so every plan now shows what it lacks.
 */
export const RefusedBalanceShort: Story = {
  parameters: {
    msw: {
      handlers: [runtimeConfigHandler, noLevel, balancesThenSpent.handler, shortMeanwhile.handler],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const card = await pay(canvas, t, 'P1', 'join');
    await expect(
      await card.findByText(storyErrorText(globals)('INSUFFICIENT_BALANCE')),
    ).toBeVisible();
    const locale = toLocale(globals['locale']);
    await expect(
      await card.findByText(
        t('profile.membership.plan.shortBy', { amount: formatMoney(money('4.90'), locale) }),
      ),
    ).toBeVisible();
  },
};

const higherMeanwhile = replyRecording(endpoints.membership.join, [
  { refused: 'MEMBERSHIP_DOWNGRADE_NOT_ALLOWED' },
]);
const plansThenP3 = replyRecording(endpoints.membership.plans, [
  { ok: membershipPlans() },
  { ok: membershipPlans('P3', '2026-12-20T02:00:00.000Z') },
]);

/**
 * P3 was bought on another device meanwhile: P1 is refused as a lower level, and the plans are
 * fetched again, so the page shows P3 held and P1 waiting for its end.
 */
export const RefusedLowerLevel: Story = {
  parameters: {
    msw: {
      handlers: [runtimeConfigHandler, balancesOk, plansThenP3.handler, higherMeanwhile.handler],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const card = await pay(canvas, t, 'P1', 'join');
    await expect(
      await card.findByText(storyErrorText(globals)('MEMBERSHIP_DOWNGRADE_NOT_ALLOWED')),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: t('profile.membership.current.level', { level: 'P3' }),
      }),
    ).toBeVisible();
    await expect(
      card.getByRole('button', { name: t('profile.membership.plan.join', { level: 'P1' }) }),
    ).toBeDisabled();
  },
};

const locked = replyRecording(endpoints.membership.join, [{ refused: 'ACCOUNT_LOCKED' }]);

/**
 * The account was locked meanwhile: nothing is paid, and the session ends (a lock ends it): the
 * app opens login and says the account is locked.
 */
export const RefusedAccountLocked: Story = {
  parameters: { msw: { handlers: [...pageHandlers, locked.handler] } },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await pay(canvas, t, 'P2', 'join');
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = containing(storyErrorText(globals)('ACCOUNT_LOCKED'));
    await expect(await within(document.body).findByText(message)).toBeVisible();
    await afterToast(canvasElement, message);
  },
};

/**
 * S$5.00 available, less than P1: its top-up link names the plan's period and shortfall, and the
 * top-up page says what it is for.
 */
export const ShortBalanceTopsUpForThePlan: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        noLevel,
        replyOk(endpoints.wallet.balances, { ...balances, available: '5.00' }),
        replyOk(endpoints.config.base, baseConfig()),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const card = await planCard(canvas, t, 'P1');
    await userEvent.click(card.getByRole('link', { name: t('profile.membership.plan.topUp') }));
    await waitFor(() =>
      expect(currentPath(canvas)).toHaveTextContent(
        href('topUp', { from: 'membership', period: 'monthly', short: '4.90' }),
      ),
    );
    await expect(
      await canvas.findByText(
        t('wallet.topUp.shortfall.membership', { shortfall: formatMoney(money('4.90'), locale) }),
      ),
    ).toBeVisible();
  },
};

/** The plans fail to load (the network dropped): the reason, then Try again shows them. */
export const NetworkErrorThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [runtimeConfigHandler, balancesOk, replyNetworkError(endpoints.membership.plans)],
    },
  },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(globals);
    await expect(await canvas.findByText(t('profile.membership.loadError'))).toBeVisible();
    serverNowAnswers(context, noLevel);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(await planCard(canvas, t, 'P1')).toBeTruthy();
  },
};

/** The session ended: the app goes to login and says why. */
export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [runtimeConfigHandler, balancesOk, replySessionEnded(endpoints.membership.plans)],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = containing(storyErrorText(globals)('SESSION_EXPIRED'));
    await expect(await within(document.body).findByText(message)).toBeVisible();
    await afterToast(canvasElement, message);
  },
};
