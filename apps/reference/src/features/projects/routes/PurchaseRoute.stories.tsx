import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, money } from '@carbonmarket/domain';
import { IDEMPOTENCY_KEY_HEADER, endpoints } from '@carbonmarket/domain/contract';
import { toLocale } from '@carbonmarket/ui';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyOk,
  replyRecording,
  replySessionEnded,
  runtimeConfigHandler,
  serverNowAnswers,
} from '../../../testing/apiHandlers';
import { guestSession, memberSession } from '../../../testing/fixtures/session';
import { expectHomeShown, homeHandlers } from '../../../testing/homeStory';
import { memberMayBuy, projectDetail } from '../../../testing/fixtures/projects';
import { balances } from '../../../testing/fixtures/wallet';
import { purchaseResult } from '../../../testing/fixtures/orders';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';
import { pathOf } from '../../../shared/routing/routeRegistry';

const PROJECT = projectDetail();
/** 3 t at S$18.50 = S$55.50, from S$1,250.00 available. */
const BOUGHT = purchaseResult(3, '55.50', '1194.50');

const pageHandlers = [
  runtimeConfigHandler,
  replyOk(endpoints.projects.detail, PROJECT),
  replyOk(endpoints.wallet.balances, balances),
];

const meta = {
  title: 'Reference/Projects/Purchase',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: pageHandlers } },
  args: { path: href('projectDetail', { id: PROJECT.id }) },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** Sets the quantity, agrees to the terms, presses Buy and confirms. */
async function buy(canvas: Canvas, t: T, quantity: string) {
  const field = await canvas.findByRole('spinbutton', {
    name: t('projects.purchase.form.quantity'),
  });
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
  const terms = canvas.getByRole('checkbox');
  if (!(terms as HTMLInputElement).checked) await userEvent.click(terms);
  await userEvent.click(canvas.getByRole('button', { name: t('projects.purchase.form.submit') }));
  const dialog = await within(document.body).findByRole('alertdialog', {
    name: t('projects.purchase.confirm.title'),
  });
  await userEvent.click(
    within(dialog).getByRole('button', { name: t('projects.purchase.confirm.action') }),
  );
}

const buyOk = replyRecording(endpoints.orders.buy, [{ ok: BOUGHT }]);

/**
 * A member buys 3 t: the app sends the quantity with the terms agreed and an idempotency key,
 * then shows the server's receipt and the way to the orders.
 */
export const BuysAndSeesTheReceipt: Story = {
  parameters: { msw: { handlers: [...pageHandlers, buyOk.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const sent = buyOk.requests.length;
    await buy(canvas, t, '3');
    await expect(
      await canvas.findByRole('heading', { name: t('projects.purchase.done.title') }),
    ).toBeVisible();
    const request = buyOk.requests[sent];
    await expect(request?.body).toMatchObject({ projectId: 1, quantity: '3', agreed: true });
    await expect(request?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent('CM20261120-000731');
    await expect(page).toHaveTextContent(formatMoney(money('55.50'), locale));
    await expect(page).toHaveTextContent(formatMoney(money('1194.50'), locale));
    await expect(
      canvas.getByRole('link', { name: t('projects.purchase.done.toOrders') }),
    ).toHaveAttribute('href', href('orders', { status: 'completed' }));
  },
};

const buyAfterNetworkError = replyRecording(endpoints.orders.buy, ['networkError', { ok: BOUGHT }]);

/**
 * The network fails on the way: the reason in the banner; Buy again sends the same purchase with
 * the same idempotency key, so the server performs it at most once.
 */
export const RetryAfterNetworkErrorKeepsTheKey: Story = {
  parameters: { msw: { handlers: [...pageHandlers, buyAfterNetworkError.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const sent = buyAfterNetworkError.requests.length;
    await buy(canvas, t, '3');
    await expect(await canvas.findByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await buy(canvas, t, '3');
    await expect(
      await canvas.findByRole('heading', { name: t('projects.purchase.done.title') }),
    ).toBeVisible();
    const [first, second] = buyAfterNetworkError.requests.slice(sent);
    await expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(
      first?.headers.get(IDEMPOTENCY_KEY_HEADER),
    );
  },
};

const buyTonsTaken = replyRecording(endpoints.orders.buy, [
  { refused: 'INSUFFICIENT_REMAINING_TONS' },
]);

/**
 * Another buyer took the tons first: the server's reason on the quantity, never a success; the
 * project is fetched again, so the range shows what is left now.
 */
export const TonsTakenByAnotherBuyer: Story = {
  parameters: { msw: { handlers: [...pageHandlers, buyTonsTaken.handler] } },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(globals);
    serverNowAnswers(context, replyOk(endpoints.projects.detail, PROJECT));
    await buy(canvas, t, '50');
    const field = canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') });
    await waitFor(() => expect(field).toBeInvalid());
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('INSUFFICIENT_REMAINING_TONS')),
    );
    await expect(
      canvas.queryByRole('heading', { name: t('projects.purchase.done.title') }),
    ).toBeNull();
  },
};

const buyAtTheCap = replyRecording(endpoints.orders.buy, [
  { refused: 'PURCHASE_MONTHLY_LIMIT_REACHED', params: { times: 3, maxtimes: 3 } },
]);

/** The monthly cap is reached: the catalogue's message names the cap. */
export const RefusedAtTheMonthlyCap: Story = {
  parameters: { msw: { handlers: [...pageHandlers, buyAtTheCap.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await buy(canvas, t, '2');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('PURCHASE_MONTHLY_LIMIT_REACHED', { times: 3, maxtimes: 3 }),
    );
  },
};

/** A member the server does not let buy (risk flag): the reason instead of the form. */
export const RiskFlaggedIsRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(
          endpoints.projects.detail,
          projectDetail({ ...memberMayBuy, action: null, reason: 'RISK_ACCOUNT_RESTRICTED' }),
        ),
        replyOk(endpoints.wallet.balances, balances),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByText(storyErrorText(globals)('RISK_ACCOUNT_RESTRICTED')),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('spinbutton', { name: t('projects.purchase.form.quantity') }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole('link', { name: t('projects.purchase.unavailable.toProject') }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(pathOf('project')));
  },
};

/**
 * The wallet cannot be loaded: the reason (and the "Network error" toast) and a retry that brings
 * the form. The screenshot is taken once the toast has hidden, so that it does not depend on how
 * fast the machine ran the play.
 */
export const WalletNetworkErrorThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(endpoints.projects.detail, PROJECT),
        replyNetworkError(endpoints.wallet.balances),
      ],
    },
  },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(globals);
    const retry = await canvas.findByRole(
      'button',
      { name: t('common.retry') },
      { timeout: 10_000 },
    );
    const networkError = containing(storyErrorText(globals)('NETWORK_ERROR'));
    await expect(await within(document.body).findByText(networkError)).toBeVisible();
    serverNowAnswers(context, replyOk(endpoints.wallet.balances, balances));
    await userEvent.click(retry);
    await expect(
      await canvas.findByRole('spinbutton', { name: t('projects.purchase.form.quantity') }),
    ).toBeVisible();
    await afterToast(context.canvasElement, networkError);
  },
};

/** The session has ended: login opens with the reason. */
export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replySessionEnded(endpoints.projects.detail),
        replySessionEnded(endpoints.wallet.balances),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = storyErrorText(globals)('SESSION_EXPIRED');
    await expect(await within(document.body).findByText(containing(message))).toBeVisible();
    await afterToast(canvasElement, containing(message));
  },
};

const guestAsked = replyRecording(endpoints.projects.detail, [{ ok: PROJECT }]);

/**
 * A guest who opens the purchase page (a shared link) is offered to register, and the page asks
 * the server for nothing (its refusals would offer registration again, without the way home);
 * "Not now" goes home.
 */
export const GuestIsOfferedRegistration: Story = {
  beforeEach: ({ globals }) => startStory(globals, guestSession),
  parameters: {
    msw: { handlers: [runtimeConfigHandler, guestAsked.handler, ...homeHandlers('guest')] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const asked = guestAsked.requests.length;
    const dialog = await within(document.body).findByRole('alertdialog', {
      name: storyErrorText(globals)('GUEST_RESTRICTED'),
    });
    await expect(
      canvas.queryByRole('spinbutton', { name: t('projects.purchase.form.quantity') }),
    ).toBeNull();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('feedback.guestOffer.later') }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('home')));
    await expectHomeShown(canvas, globals, 'guest');
    await expect(guestAsked.requests).toHaveLength(asked);
  },
};
