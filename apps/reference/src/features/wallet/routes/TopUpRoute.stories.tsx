import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { onlineManager } from '@tanstack/react-query';
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
} from '../../../testing/apiHandlers';
import { baseConfig } from '../../../testing/fixtures/baseConfig';
import { memberSession } from '../../../testing/fixtures/session';
import { pendingBooking } from '../../../testing/fixtures/orders';
import {
  balances,
  cancelledTopUp,
  confirmedTopUp,
  pendingTopUp,
} from '../../../testing/fixtures/wallet';
import { startStory, storyErrorText, storyT } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

const configHandler = replyOk(endpoints.config.base, baseConfig());
const pageHandlers = [runtimeConfigHandler, configHandler];

const meta = {
  title: 'Reference/Wallet/TopUp',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: pageHandlers } },
  args: { path: href('topUp') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** Types the amount and presses Continue. */
async function openTopUp(canvas: Canvas, t: T, amount: string) {
  const field = await canvas.findByRole('textbox', {
    name: new RegExp(t('wallet.topUp.amount.label')),
  });
  await userEvent.clear(field);
  await userEvent.type(field, amount);
  await userEvent.click(canvas.getByRole('button', { name: t('wallet.topUp.amount.submit') }));
}

const opened = replyRecording(endpoints.wallet.createTopUp, [{ ok: pendingTopUp }]);

/**
 * A member opens a top-up of S$32.00: the app sends the amount with an idempotency key, names the
 * top-up in the address, and shows its PayNow code and reference.
 */
export const OpensATopUpAndShowsItsCode: Story = {
  parameters: {
    msw: {
      handlers: [...pageHandlers, opened.handler, replyOk(endpoints.wallet.topUp, pendingTopUp)],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const sent = opened.requests.length;
    await openTopUp(canvas, t, '32');
    const amount = formatMoney(money('32'), toLocale(globals['locale']));
    await expect(
      await canvas.findByRole('heading', { name: t('wallet.topUp.pay.title', { amount }) }),
    ).toBeVisible();
    const request = opened.requests[sent];
    await expect(request?.body).toMatchObject({ amount: '32.00' });
    await expect(request?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(currentPath(canvas)).toHaveTextContent(href('topUp', { id: pendingTopUp.id })),
    );
    await expect(canvas.getByText(pendingTopUp.reference)).toBeVisible();
  },
};

const openedAfterNetworkError = replyRecording(endpoints.wallet.createTopUp, [
  'networkError',
  { ok: pendingTopUp },
]);

/**
 * The network fails on the way: the reason shows; Continue again sends the same amount with the
 * same idempotency key, so the server opens one top-up.
 */
export const RetryAfterNetworkErrorKeepsTheKey: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers,
        openedAfterNetworkError.handler,
        replyOk(endpoints.wallet.topUp, pendingTopUp),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const sent = openedAfterNetworkError.requests.length;
    await openTopUp(canvas, t, '32');
    const networkError = containing(storyErrorText(globals)('NETWORK_ERROR'));
    await expect(await canvas.findByText(networkError)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.topUp.amount.submit') }));
    await waitFor(() =>
      expect(currentPath(canvas)).toHaveTextContent(href('topUp', { id: pendingTopUp.id })),
    );
    // The picture is of the opened top-up once the error's toast has gone by, not of a moment
    // that depends on how fast the machine ran the steps above.
    await expect(await canvas.findByText(pendingTopUp.reference)).toBeVisible();
    await afterToast(canvasElement, networkError);
    const [first, second] = openedAfterNetworkError.requests.slice(sent);
    await expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(
      first?.headers.get(IDEMPOTENCY_KEY_HEADER),
    );
  },
};

const fromPurchase = { from: 'purchase', project: 3, quantity: 4, short: '31.20' } as const;
const openedFromPurchase = replyRecording(endpoints.wallet.createTopUp, [{ ok: pendingTopUp }]);

/**
 * Started from a purchase of 4 t short by S$31.20: the amount is filled in at S$32.00, and the
 * opened top-up keeps the purchase in its address, next to its id.
 */
export const StartedFromAPurchase: Story = {
  args: { path: href('topUp', fromPurchase) },
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers,
        openedFromPurchase.handler,
        replyOk(endpoints.wallet.topUp, pendingTopUp),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const sent = openedFromPurchase.requests.length;
    const amount = await canvas.findByRole('textbox', {
      name: new RegExp(t('wallet.topUp.amount.label')),
    });
    await expect(amount).toHaveValue('32.00');
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.topUp.amount.submit') }));
    await waitFor(() =>
      expect(currentPath(canvas)).toHaveTextContent(
        href('topUp', { ...fromPurchase, id: pendingTopUp.id }),
      ),
    );
    await expect(openedFromPurchase.requests[sent]?.body).toMatchObject({ amount: '32.00' });
    await expect(await canvas.findByText(pendingTopUp.reference)).toBeVisible();
  },
};

/**
 * That top-up credited (the page opened again from its address): the receipt's first way on is
 * back to the purchase, with its 4 t.
 */
export const CreditedBackToThePurchase: Story = {
  args: { path: href('topUp', { ...fromPurchase, id: confirmedTopUp.id }) },
  parameters: {
    msw: { handlers: [...pageHandlers, replyOk(endpoints.wallet.topUp, confirmedTopUp)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('link', { name: t('wallet.topUp.done.backTo.purchase') }),
    ).toHaveAttribute('href', href('projectDetail', { id: 3, quantity: 4 }));
  },
};

/** A top-up started from a booking's final payment, S$143.00 short of the amount due. */
const fromFinalPayment = {
  from: 'finalPayment',
  project: 2,
  order: pendingBooking.id,
  short: '143.00',
} as const;

/**
 * That top-up, credited: the receipt's first way on is back to the booking's final payment, where
 * Pay is open now that the balance covers the amount due.
 */
export const CreditedBackToTheFinalPayment: Story = {
  args: { path: href('topUp', { ...fromFinalPayment, id: confirmedTopUp.id }) },
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers,
        replyOk(endpoints.wallet.topUp, confirmedTopUp),
        replyOk(endpoints.orders.detail, pendingBooking),
        replyOk(endpoints.wallet.balances, balances),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const back = await canvas.findByRole('link', {
      name: t('wallet.topUp.done.backTo.finalPayment'),
    });
    const finalPayment = href('presale', { id: 2, order: pendingBooking.id });
    await expect(back).toHaveAttribute('href', finalPayment);
    await userEvent.click(back);
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(finalPayment));
    await expect(
      await canvas.findByRole('button', { name: t('projects.finalPayment.submit') }),
    ).toBeEnabled();
  },
};

/** A top-up started from a membership plan S$4.90 short, for a year. */
const fromPlan = { from: 'membership', period: 'annual', short: '4.90' } as const;

/**
 * A top-up for a membership plan, credited: the receipt's first way on is back to the plans, the
 * annual ones shown first.
 */
export const CreditedBackToTheMembership: Story = {
  args: { path: href('topUp', { ...fromPlan, id: confirmedTopUp.id }) },
  parameters: {
    msw: { handlers: [...pageHandlers, replyOk(endpoints.wallet.topUp, confirmedTopUp)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('link', { name: t('wallet.topUp.done.backTo.membership') }),
    ).toHaveAttribute('href', href('apply', { period: 'annual' }));
  },
};

const refused = replyRecording(endpoints.wallet.createTopUp, [{ refused: 'AMOUNT_ABOVE_MAXIMUM' }]);

/** The server refuses the amount (its limits changed meanwhile): the reason shows, nothing opens. */
export const Refused: Story = {
  parameters: { msw: { handlers: [...pageHandlers, refused.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await openTopUp(canvas, t, '32');
    await expect(
      await canvas.findByText(containing(storyErrorText(globals)('AMOUNT_ABOVE_MAXIMUM'))),
    ).toBeVisible();
    await expect(currentPath(canvas).textContent).toBe(href('topUp'));
  },
};

const cancelled = replyRecording(endpoints.wallet.cancelTopUp, [{ ok: cancelledTopUp }]);

/** A pending top-up opened from its address; the member cancels it after confirming. */
export const CancelsAPendingTopUp: Story = {
  args: { path: href('topUp', { id: pendingTopUp.id }) },
  parameters: {
    msw: {
      handlers: [...pageHandlers, replyOk(endpoints.wallet.topUp, pendingTopUp), cancelled.handler],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await userEvent.click(
      await canvas.findByRole('button', { name: t('wallet.topUp.pay.cancel') }),
    );
    await userEvent.click(
      await within(document.body).findByRole('button', {
        name: t('wallet.topUp.pay.cancelConfirm'),
      }),
    );
    await expect(await canvas.findByText(t('wallet.topUp.cancelled.title'))).toBeVisible();
    await expect(cancelled.requests.at(-1)?.body).toMatchObject({ id: pendingTopUp.id });
  },
};

/** The top-up cannot be loaded (the network dropped): the reason and Try again. */
export const LoadFailed: Story = {
  args: { path: href('topUp', { id: pendingTopUp.id }) },
  parameters: {
    msw: { handlers: [...pageHandlers, replyNetworkError(endpoints.wallet.topUp)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(await canvas.findByText(t('wallet.topUp.loadError'))).toBeVisible();
  },
};

/** The session ended: the app goes to login and says why. */
export const SessionExpired: Story = {
  args: { path: href('topUp', { id: pendingTopUp.id }) },
  parameters: {
    msw: { handlers: [...pageHandlers, replySessionEnded(endpoints.wallet.topUp)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = storyErrorText(globals)('SESSION_EXPIRED');
    await expect(await within(document.body).findByText(containing(message))).toBeVisible();
    await afterToast(canvasElement, containing(message));
  },
};

/**
 * The network drops while the page is open: the notice at the top of the app says what is shown
 * arrived at 10:00 and may be out of date, and Continue is disabled with the reason beside it.
 * The page stays as it was drawn. (The browser's online state is put back after the story.)
 */
export const GoesOffline: Story = {
  beforeEach: () => () => onlineManager.setOnline(true),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const submit = await canvas.findByRole('button', { name: t('wallet.topUp.amount.submit') });
    await expect(submit).toBeEnabled();
    onlineManager.setOnline(false);
    const notice = (await canvas.findByText(t('feedback.offline.title'))).closest('[role=status]');
    await expect(notice).toHaveTextContent(t('feedback.offline.lastUpdated', { time: '10:00' }));
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(submit).toHaveAccessibleDescription(t('feedback.offline.actionBlocked'));
    await expect(
      canvas.getByRole('textbox', { name: new RegExp(t('wallet.topUp.amount.label')) }),
    ).toBeVisible();
  },
};
