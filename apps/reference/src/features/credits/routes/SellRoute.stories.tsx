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
import { memberSession } from '../../../testing/fixtures/session';
import { presaleHolding, sellResult, sellableDetail } from '../../../testing/fixtures/credits';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

const pageHandlers = [runtimeConfigHandler, replyOk(endpoints.credits.detail, sellableDetail())];

const meta = {
  title: 'Reference/Credits/Sell',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: pageHandlers } },
  args: { path: href('sell', { id: 1 }) },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** Types the tons, presses Sell and confirms. */
async function sell(canvas: Canvas, t: T, quantity: string) {
  const field = await canvas.findByRole('textbox', { name: t('credits.sell.form.quantity') });
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
  await userEvent.click(canvas.getByRole('button', { name: t('credits.sell.form.submit') }));
  const dialog = await within(document.body).findByRole('alertdialog', {
    name: t('credits.sell.confirm.title'),
  });
  await userEvent.click(
    within(dialog).getByRole('button', { name: t('credits.sell.confirm.action') }),
  );
}

const sellOk = replyRecording(endpoints.credits.sell, [{ ok: sellResult }]);

/**
 * A member sells 2.5 t: the app sends the project, the kind and the tons with an idempotency key,
 * then shows the server's receipt (the proceeds pending until the payout date) and the way back.
 */
export const SellsAndSeesTheReceipt: Story = {
  parameters: { msw: { handlers: [...pageHandlers, sellOk.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const sent = sellOk.requests.length;
    await sell(canvas, t, '2.5');
    await expect(
      await canvas.findByRole('heading', { name: t('credits.sell.done.title') }),
    ).toBeVisible();
    const request = sellOk.requests[sent];
    await expect(request?.body).toMatchObject({ projectId: 1, kind: 'normal', quantity: '2.5' });
    await expect(request?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent('CS20261120-000012');
    await expect(page).toHaveTextContent(formatMoney(money('46.25'), locale));
    await expect(
      canvas.getByRole('link', { name: t('credits.sell.done.toCredits') }),
    ).toHaveAttribute('href', href('tons'));
  },
};

const sellAfterNetworkError = replyRecording(endpoints.credits.sell, [
  'networkError',
  { ok: sellResult },
]);

/**
 * The network fails on the way: the reason in the banner; Sell again sends the same sale with the
 * same idempotency key, so the server performs it at most once.
 */
export const RetryAfterNetworkErrorKeepsTheKey: Story = {
  parameters: { msw: { handlers: [...pageHandlers, sellAfterNetworkError.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const sent = sellAfterNetworkError.requests.length;
    await sell(canvas, t, '2.5');
    await expect(await canvas.findByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await sell(canvas, t, '2.5');
    await expect(
      await canvas.findByRole('heading', { name: t('credits.sell.done.title') }),
    ).toBeVisible();
    const [first, second] = sellAfterNetworkError.requests.slice(sent);
    await expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(
      first?.headers.get(IDEMPOTENCY_KEY_HEADER),
    );
  },
};

const sellTooMany = replyRecording(endpoints.credits.sell, [
  { refused: 'INSUFFICIENT_CARBON_BALANCE' },
]);

/**
 * The tons were sold from another device first: the server's reason on the quantity, never a
 * receipt; the holding is fetched again.
 */
export const RefusedInsufficientCredits: Story = {
  parameters: { msw: { handlers: [...pageHandlers, sellTooMany.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await sell(canvas, t, '12');
    const field = canvas.getByRole('textbox', { name: t('credits.sell.form.quantity') });
    await waitFor(() => expect(field).toBeInvalid());
    await expect(field).toHaveAccessibleDescription(
      expect.stringContaining(storyErrorText(globals)('INSUFFICIENT_CARBON_BALANCE')),
    );
    await expect(canvas.queryByRole('heading', { name: t('credits.sell.done.title') })).toBeNull();
  },
};

const sellRisk = replyRecording(endpoints.credits.sell, [{ refused: 'RISK_ACCOUNT_RESTRICTED' }]);

/** An account under risk review: the server's reason in the banner. */
export const RefusedRisk: Story = {
  parameters: { msw: { handlers: [...pageHandlers, sellRisk.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await sell(canvas, t, '1');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('RISK_ACCOUNT_RESTRICTED'),
    );
  },
};

/**
 * Presale credits below the level that may sell them: the server says so in the holding; the
 * rule instead of the form, the way to the membership plans and back to the credits.
 */
export const PresaleNeedsHigherLevel: Story = {
  args: { path: href('sell', { id: 2, kind: 'presale' }) },
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(
          endpoints.credits.detail,
          sellableDetail(presaleHolding, {
            allowed: false,
            reason: 'PRESALE_SELL_CONTACT_SERVICE',
          }),
        ),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByText(storyErrorText(globals)('PRESALE_SELL_CONTACT_SERVICE')),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('textbox', { name: t('credits.sell.form.quantity') }),
    ).toBeNull();
    await expect(
      canvas.getByRole('link', { name: t('credits.sell.notAllowed.membership') }),
    ).toHaveAttribute('href', href('apply'));
    await expect(canvas.getByRole('link', { name: t('credits.sell.toCredits') })).toHaveAttribute(
      'href',
      href('tons'),
    );
  },
};

/** The holding cannot be loaded: the reason and a retry that brings the form. */
export const NetworkErrorThenRetry: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.credits.detail)] },
  },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(globals);
    const retry = await canvas.findByRole(
      'button',
      { name: t('common.retry') },
      { timeout: 10_000 },
    );
    serverNowAnswers(context, replyOk(endpoints.credits.detail, sellableDetail()));
    await userEvent.click(retry);
    await expect(
      await canvas.findByRole('textbox', { name: t('credits.sell.form.quantity') }),
    ).toBeVisible();
  },
};

/** The session has ended: login opens with the reason. */
export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replySessionEnded(endpoints.credits.detail)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = storyErrorText(globals)('SESSION_EXPIRED');
    await expect(await within(document.body).findByText(containing(message))).toBeVisible();
    await afterToast(canvasElement, containing(message));
  },
};
