import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney, formatTons, money, tons } from '@carbonmarket/domain';
import type { Balances, Order } from '@carbonmarket/domain';
import { FinalPaymentScreen } from './FinalPaymentScreen';
import type { FinalPaymentScreenProps } from './FinalPaymentScreen';
import { toLocale } from '../../../i18n/locale';
import { formatDateTime } from '../../../i18n/formatDate';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { sampleBalances } from '../../../fixtures/balances';
import { screenLinks } from '../../../fixtures/links';
import { expectOfflineBlocked, whileOffline } from '../../../testing/offline';

/** The instant the stories show: the test runner's pinned clock (Friday 20 November 2026, 10:00). */
const NOW = new Date('2026-11-20T10:00:00+08:00');

/**
 * 15 t booked at S$12.80 expected (fee 10%: S$19.20). The operator set 14.25 t at S$13.40:
 * a final total of S$190.95, S$171.75 due by Tuesday 24 November, 18:00.
 */
const pending: Order = {
  id: 742,
  orderNo: 'CM20261103-000742',
  projectId: 102,
  projectName: 'Mekong Delta Solar Farms',
  projectImageUrl: null,
  kind: 'presale',
  status: 'pending_final_payment',
  unitPrice: money('12.80'),
  quantity: tons('15'),
  totalAmount: money('192.00'),
  bookingFee: money('19.20'),
  finalPaymentDeadline: new Date('2026-11-24T18:00:00+08:00'),
  finalTons: tons('14.25'),
  finalUnitPrice: money('13.40'),
  finalPaymentAmount: money('171.75'),
  finalPaidAt: null,
  forfeited: false,
  forfeitedAt: null,
  createdAt: new Date('2026-11-03T09:12:00+08:00'),
};

const booked: Order = {
  ...pending,
  status: 'applying',
  finalPaymentDeadline: null,
  finalTons: null,
  finalUnitPrice: null,
  finalPaymentAmount: null,
};

const order = (value: Order): FinalPaymentScreenProps['order'] => ({
  status: 'ready',
  data: value,
});

const wallet = (available: string): FinalPaymentScreenProps['balances'] => ({
  status: 'ready',
  data: { ...sampleBalances, available: money(available) } satisfies Balances,
});

/** Where the screen leads after paying, and for a booking that does not exist. */
const ordersHref = screenLinks.orders('final_payment_made');

const meta = {
  title: 'Screens/Projects/FinalPayment',
  component: FinalPaymentScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    order: order(pending),
    balances: { status: 'ready', data: sampleBalances },
    now: NOW,
    onPay: fn(),
    onBack: fn(),
    onRetry: fn(),
    links: screenLinks,
  },
} satisfies Meta<typeof FinalPaymentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A booking whose final price is set: the booked and final figures, the amount due, the time
 * left to the deadline, the balance after paying, and Pay.
 */
export const Payable: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('projects.finalPayment.title') }),
    ).toBeVisible();
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent(formatTons(tons('14.25'), locale));
    // 14.25 t x S$13.40 = S$190.95; less the S$19.20 fee, S$171.75 is due.
    await expect(page).toHaveTextContent(formatMoney(money('190.95'), locale));
    await expect(page).toHaveTextContent(formatMoney(money('171.75'), locale));
    await expect(
      canvas.getByRole('timer', { name: t('projects.finalPayment.deadline') }),
    ).toBeVisible();
    // S$12,480.50 - S$171.75 = S$12,308.75 after paying.
    await expect(page).toHaveTextContent(formatMoney(money('12308.75'), locale));
    await expect(
      canvas.getByRole('button', { name: t('projects.finalPayment.submit') }),
    ).toBeEnabled();
  },
};

/** Pay asks for a confirmation naming the amount, the final tons and the project. */
export const PaysAfterConfirming: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await userEvent.click(canvas.getByRole('button', { name: t('projects.finalPayment.submit') }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', {
      name: t('projects.finalPayment.confirm.title'),
    });
    await expect(dialog).toHaveAccessibleDescription(
      t('projects.finalPayment.confirm.message', {
        amount: formatMoney(money('171.75'), locale),
        tons: formatTons(tons('14.25'), locale),
        project: pending.projectName,
      }),
    );
    await expect(args.onPay).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('projects.finalPayment.confirm.action') }),
    );
    await expect(args.onPay).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * The balance does not cover the amount due: Pay is disabled, with what is missing beside it and
 * the way to top up, which comes back to this final payment.
 */
export const ShortBalance: Story = {
  args: { balances: wallet('100.00') },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const reason = t('projects.payment.shortBy', { amount: formatMoney(money('71.75'), locale) });
    await expect(canvas.getByText(reason)).toBeVisible();
    const pay = canvas.getByRole('button', { name: t('projects.finalPayment.submit') });
    await expect(pay).toBeDisabled();
    await expect(pay).toHaveAccessibleDescription(reason);
    await expect(canvas.getByRole('link', { name: t('projects.payment.topUp') })).toHaveAttribute(
      'href',
      screenLinks.topUpForFinalPayment?.({ order: pending, shortfall: money('71.75') }),
    );
  },
};

/** An app whose top-up cannot come back to the payment: the plain top-up is offered. */
export const ShortBalanceWithoutTheWayBack: Story = {
  args: {
    balances: wallet('100.00'),
    links: { ...screenLinks, topUpForFinalPayment: undefined },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('link', { name: storyT(globals)('projects.payment.topUp') }),
    ).toHaveAttribute('href', screenLinks.topUp);
  },
};

/** An app without a top-up page: the shortfall is explained without a link. */
export const ShortBalanceWithoutTopUp: Story = {
  args: {
    balances: wallet('100.00'),
    links: { ...screenLinks, topUp: undefined, topUpForFinalPayment: undefined },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: t('projects.finalPayment.submit') }),
    ).toBeDisabled();
    await expect(canvas.queryByRole('link', { name: t('projects.payment.topUp') })).toBeNull();
  },
};

export const Paying: Story = {
  args: { paying: true },
  play: async ({ canvas, globals }) => {
    const label = storyT(globals)('projects.finalPayment.submit');
    await expect(
      canvas.getByRole('button', { name: (name) => name.includes(label) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused: the deadline passed while the page was open. */
export const RefusedExpired: Story = {
  args: { error: 'FINAL_PAYMENT_EXPIRED' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('FINAL_PAYMENT_EXPIRED'),
    );
  },
};

/** Booked, the final price not set yet: what was booked and that it is waiting. */
export const WaitingForTheFinalPrice: Story = {
  args: { order: order(booked) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('projects.finalPayment.state.waiting'))).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('projects.finalPayment.submit') }),
    ).not.toBeInTheDocument();
  },
};

/** Paid: when, and where the tons went. */
export const Paid: Story = {
  args: {
    order: order({
      ...pending,
      status: 'final_payment_made',
      finalPaidAt: new Date('2026-11-19T15:30:00+08:00'),
    }),
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByText(
        t('projects.finalPayment.state.paid', {
          date: formatDateTime(new Date('2026-11-19T15:30:00+08:00'), locale),
        }),
      ),
    ).toBeVisible();
  },
};

/** The deadline passed unpaid: the booking fee was kept, nothing can be paid. */
export const Forfeited: Story = {
  args: { order: order({ ...pending, forfeited: true, forfeitedAt: NOW }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('projects.finalPayment.state.forfeited'))).toBeVisible();
    await expect(canvas.queryByRole('timer')).not.toBeInTheDocument();
  },
};

/** The deadline has just passed and the server has not marked it yet: forfeited all the same. */
export const PastTheDeadline: Story = {
  args: {
    order: order({ ...pending, finalPaymentDeadline: new Date('2026-11-20T09:59:59+08:00') }),
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyT(globals)('projects.finalPayment.state.forfeited')),
    ).toBeVisible();
  },
};

/** A purchase opened here has no final payment. */
export const NotABooking: Story = {
  args: { order: order({ ...pending, kind: 'purchase', status: 'completed', bookingFee: null }) },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(storyT(globals)('projects.finalPayment.state.notPresale')),
    ).toBeVisible();
  },
};

/** Paid just now: the receipt and the way to the orders. */
export const Done: Story = {
  args: {
    receipt: {
      order: { ...pending, status: 'final_payment_made', finalPaidAt: NOW },
      available: money('12308.75'),
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { name: t('projects.finalPayment.done.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(formatMoney(money('171.75'), locale));
    await expect(
      canvas.getByRole('link', { name: t('projects.finalPayment.toOrders') }),
    ).toHaveAttribute('href', ordersHref);
  },
};

export const Loading: Story = {
  args: { order: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('projects.finalPayment.loading') }),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { order: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('projects.finalPayment.notFoundTitle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('projects.finalPayment.toOrders') }),
    ).toHaveAttribute('href', ordersHref);
  },
};

export const LoadFailed: Story = {
  args: { balances: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, globals, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const DarkThemeShortBalance: Story = {
  args: { balances: wallet('100.00') },
  globals: { theme: 'dark' },
};

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <FinalPaymentScreen {...args} locale={toLocale(globals['locale'])} />
  ),
};

/** Offline: Pay is disabled and says why; pressing it pays nothing. */
export const Offline: Story = {
  decorators: [whileOffline],
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const pay = canvas.getByRole('button', { name: t('projects.finalPayment.submit') });
    await expectOfflineBlocked(pay, globals, args.onPay);
  },
};
