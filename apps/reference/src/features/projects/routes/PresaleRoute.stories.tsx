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
  replyRefused,
  runtimeConfigHandler,
  serverNowAnswers,
} from '../../../testing/apiHandlers';
import { baseConfig } from '../../../testing/fixtures/baseConfig';
import { memberSession } from '../../../testing/fixtures/session';
import { presaleDetail } from '../../../testing/fixtures/projects';
import { balances } from '../../../testing/fixtures/wallet';
import {
  bookingResult,
  finalPaymentResult,
  paidBooking,
  pendingBooking,
} from '../../../testing/fixtures/orders';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

const PRESALE = presaleDetail();

const bookingHandlers = [
  runtimeConfigHandler,
  replyOk(endpoints.projects.detail, PRESALE),
  replyOk(endpoints.wallet.balances, balances),
];
const finalPaymentHandlers = [
  runtimeConfigHandler,
  replyOk(endpoints.orders.detail, pendingBooking),
  replyOk(endpoints.wallet.balances, balances),
];

const meta = {
  title: 'Reference/Projects/Presale',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: bookingHandlers } },
  args: { path: href('presale', { id: PRESALE.id }) },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** Sets the quantity, agrees to the terms, presses Book and confirms. */
async function book(canvas: Canvas, t: T, quantity: string) {
  const field = await canvas.findByRole('spinbutton', {
    name: t('projects.purchase.form.quantity'),
  });
  await userEvent.clear(field);
  await userEvent.type(field, quantity);
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: t('projects.presale.form.submit') }));
  const dialog = await within(document.body).findByRole('alertdialog', {
    name: t('projects.presale.confirm.title'),
  });
  await userEvent.click(
    within(dialog).getByRole('button', { name: t('projects.presale.confirm.action') }),
  );
}

/** The final payment page once the booking is in: its Pay button. */
const payButton = (canvas: Canvas, t: T) =>
  canvas.findByRole('button', { name: t('projects.finalPayment.submit') }, { timeout: 5_000 });

/** Presses Pay and confirms. */
async function payFinal(canvas: Canvas, t: T) {
  await userEvent.click(await payButton(canvas, t));
  const dialog = await within(document.body).findByRole('alertdialog', {
    name: t('projects.finalPayment.confirm.title'),
  });
  await userEvent.click(
    within(dialog).getByRole('button', { name: t('projects.finalPayment.confirm.action') }),
  );
}

const bookOk = replyRecording(endpoints.orders.book, [{ ok: bookingResult }]);

/**
 * A member books 15 t: the app sends the quantity with the terms agreed and an idempotency key,
 * then shows the receipt with the fee paid and the way to the bookings.
 */
export const BooksAndSeesTheReceipt: Story = {
  parameters: { msw: { handlers: [...bookingHandlers, bookOk.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const sent = bookOk.requests.length;
    await book(canvas, t, '15');
    await expect(
      await canvas.findByRole('heading', { name: t('projects.presale.done.title') }),
    ).toBeVisible();
    const request = bookOk.requests[sent];
    await expect(request?.body).toMatchObject({ projectId: 2, quantity: '15', agreed: true });
    await expect(request?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    await expect(canvas.getByRole('main')).toHaveTextContent(formatMoney(money('27.75'), locale));
    await expect(
      canvas.getByRole('link', { name: t('projects.presale.done.toOrders') }),
    ).toHaveAttribute('href', href('orders', { status: 'applying' }));
  },
};

const bookAtTheCap = replyRecording(endpoints.orders.book, [
  { refused: 'PURCHASE_MONTHLY_LIMIT_REACHED', params: { times: 3, maxtimes: 3 } },
]);

/** The monthly cap was reached in the meantime: the message names it, nothing is booked. */
export const RefusedAtTheCap: Story = {
  parameters: { msw: { handlers: [...bookingHandlers, bookAtTheCap.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await book(canvas, t, '12');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('PURCHASE_MONTHLY_LIMIT_REACHED', { times: 3, maxtimes: 3 }),
    );
  },
};

const payOk = replyRecording(endpoints.orders.payFinal, [{ ok: finalPaymentResult }]);

/** A booking with its final price set: the amount due is paid, and the receipt shows it. */
export const PaysTheFinalAmount: Story = {
  args: { path: href('presale', { id: PRESALE.id, order: pendingBooking.id }) },
  parameters: { msw: { handlers: [...finalPaymentHandlers, payOk.handler] } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const sent = payOk.requests.length;
    await payButton(canvas, t);
    await expect(canvas.getByRole('main')).toHaveTextContent(formatMoney(money('243.00'), locale));
    await payFinal(canvas, t);
    await expect(
      await canvas.findByRole('heading', { name: t('projects.finalPayment.done.title') }),
    ).toBeVisible();
    await expect(payOk.requests[sent]?.body).toMatchObject({ orderId: pendingBooking.id });
    await expect(payOk.requests[sent]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(
      /^[0-9a-f-]{36}$/,
    );
    await expect(canvas.getByRole('main')).toHaveTextContent(formatMoney(money('1007.00'), locale));
  },
};

/**
 * The deadline passed while the page was open: the server refuses, and the booking, fetched
 * again, shows it forfeited instead of the button.
 */
export const FinalPaymentExpired: Story = {
  args: { path: href('presale', { id: PRESALE.id, order: pendingBooking.id }) },
  parameters: {
    msw: {
      handlers: [
        ...finalPaymentHandlers,
        replyRefused(endpoints.orders.payFinal, 'FINAL_PAYMENT_EXPIRED'),
      ],
    },
  },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(globals);
    await payButton(canvas, t);
    serverNowAnswers(
      context,
      replyOk(endpoints.orders.detail, {
        ...pendingBooking,
        forfeited: true,
        forfeitedAt: '2026-11-20T10:00:00+08:00',
      }),
    );
    await payFinal(canvas, t);
    await expect(await canvas.findByText(t('projects.finalPayment.state.forfeited'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('projects.finalPayment.submit') }),
    ).toBeNull();
  },
};

/** A booking already paid: when, and no button. */
export const AlreadyPaid: Story = {
  args: { path: href('presale', { id: PRESALE.id, order: paidBooking.id }) },
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(endpoints.orders.detail, paidBooking),
        replyOk(endpoints.wallet.balances, balances),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('projects.finalPayment.facts.label') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('projects.finalPayment.submit') }),
    ).toBeNull();
  },
};

/**
 * The amount due (S$243.00) is above the balance (S$100.00): Pay waits, and Top up opens a top-up
 * for the S$143.00 missing whose address names this final payment, to come back to it.
 */
export const FinalPaymentShortTopsUp: Story = {
  args: { path: href('presale', { id: PRESALE.id, order: pendingBooking.id }) },
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(endpoints.orders.detail, pendingBooking),
        replyOk(endpoints.wallet.balances, { ...balances, available: '100.00' }),
        replyOk(endpoints.config.base, baseConfig()),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(await payButton(canvas, t)).toBeDisabled();
    await userEvent.click(canvas.getByRole('link', { name: t('projects.payment.topUp') }));
    const topUp = href('topUp', {
      from: 'finalPayment',
      project: pendingBooking.projectId,
      order: pendingBooking.id,
      short: '143.00',
    });
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(topUp));
    await expect(
      await canvas.findByText(
        t('wallet.topUp.shortfall.finalPayment', {
          shortfall: formatMoney(money('143.00'), toLocale(globals['locale'])),
        }),
      ),
    ).toBeVisible();
  },
};

/** Not one of the member's orders: the way to the order list. */
export const BookingNotFound: Story = {
  args: { path: href('presale', { id: PRESALE.id, order: 999 }) },
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyRefused(endpoints.orders.detail, 'NOT_FOUND'),
        replyOk(endpoints.wallet.balances, balances),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('projects.finalPayment.notFoundTitle') }),
    ).toBeVisible();
  },
};

/** The network fails: the reason and a retry that brings the booking form. */
export const NetworkErrorThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyNetworkError(endpoints.projects.detail),
        replyOk(endpoints.wallet.balances, balances),
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
    serverNowAnswers(context, replyOk(endpoints.projects.detail, PRESALE));
    await userEvent.click(retry);
    await waitFor(() =>
      expect(
        canvas.getByRole('spinbutton', { name: t('projects.purchase.form.quantity') }),
      ).toBeVisible(),
    );
  },
};
