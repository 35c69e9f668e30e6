import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ZERO_MONEY, formatMoney } from '@carbonmarket/domain';
import type { Order } from '@carbonmarket/domain';
import { OrderDetailScreen } from './OrderDetailScreen';
import type { OrderDetailScreenProps } from './OrderDetailScreen';
import { toLocale } from '../../../i18n/locale';
import { formatDateTime } from '../../../i18n/formatDate';
import type { Loadable } from '../../../components/loadable';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks } from '../../../fixtures/links';
import {
  bookingAwaitingPrice,
  bookingForfeited,
  bookingJustExpired,
  bookingPaid,
  bookingPaymentDue,
  completedPurchase,
  localiseOrders,
  purchaseInProgress,
} from '../../../fixtures/orders';
import { ArrivingData, expectLayoutHoldsOnArrival } from '../../../testing/arrivingData';

/** The instant the stories show: the test runner's pinned clock (Friday 20 November 2026, 10:00). */
const NOW = new Date('2026-11-20T10:00:00+08:00');

const ready = (order: Order): Loadable<Order> => ({ status: 'ready', data: order });

/** The sample order's project name in the story's language. */
function localised(args: OrderDetailScreenProps, globals: Record<string, unknown>) {
  const { order } = args;
  if (order.status !== 'ready') return args;
  const [data] = localiseOrders([order.data], toLocale(globals['locale']));
  return data === undefined ? args : { ...args, order: ready(data) };
}

const meta = {
  title: 'Screens/Orders/Order',
  component: OrderDetailScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    order: ready(bookingPaymentDue),
    now: NOW,
    onBack: fn(),
    onRetry: fn(),
    links: screenLinks,
  },
  render: (args, { globals }) => <OrderDetailScreen {...localised(args, globals)} />,
} satisfies Meta<typeof OrderDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The figures as the page lists them: terms and values, in order. */
const facts = (canvas: ReturnType<typeof within>, label: string) =>
  within(canvas.getByLabelText(label, { selector: 'dl' }))
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

/**
 * A booking pending its final payment: the final tons, price and amount due, the deadline with
 * its countdown, and the way to pay at the bottom.
 */
export const FinalPaymentDue: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('orders.detail.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(bookingPaymentDue.orderNo);
    await expect(
      canvas.getByRole('timer', { name: t('orders.finalPayment.countdown') }),
    ).toHaveTextContent(/3.*08.*00.*00/);
    await expect(facts(canvas, t('orders.detail.presale'))).toEqual([
      [t('orders.facts.finalTons'), expect.stringContaining('90')],
      [t('orders.facts.finalUnitPrice'), expect.stringContaining('13.20')],
      [
        t('orders.facts.finalAmountDue'),
        formatMoney(bookingPaymentDue.finalPaymentAmount ?? ZERO_MONEY, locale),
      ],
      [
        t('orders.facts.deadline'),
        formatDateTime(bookingPaymentDue.finalPaymentDeadline ?? NOW, locale),
      ],
    ]);
    await expect(canvas.getByRole('link', { name: t('orders.finalPayment.pay') })).toHaveAttribute(
      'href',
      screenLinks.finalPayment(bookingPaymentDue),
    );
    await expect(
      canvas.getByRole('link', { name: new RegExp(t('orders.detail.project')) }),
    ).toHaveAttribute('href', screenLinks.project(bookingPaymentDue.projectId));
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <OrderDetailScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
};

/** A purchase: its number, kind, status and time, the price, tons and total. No final payment. */
export const Purchase: Story = {
  args: { order: ready(completedPurchase) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(facts(canvas, t('orders.facts.label'))).toEqual([
      [t('orders.facts.orderNo'), completedPurchase.orderNo],
      [t('orders.facts.kind'), t('orders.kind.purchase')],
      [t('orders.facts.status'), t('display.status.order.completed')],
      [t('orders.facts.createdAt'), formatDateTime(completedPurchase.createdAt, locale)],
    ]);
    await expect(facts(canvas, t('orders.detail.amounts'))).toEqual([
      [t('orders.facts.unitPrice'), expect.stringContaining('18.50')],
      [t('orders.facts.quantity'), expect.stringContaining('20')],
      [t('orders.facts.total'), formatMoney(completedPurchase.totalAmount, locale)],
    ]);
    await expect(canvas.queryByRole('heading', { name: t('orders.detail.presale') })).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('orders.finalPayment.pay') })).toBeNull();
  },
};

export const PurchaseInProgress: Story = { args: { order: ready(purchaseInProgress) } };

/** A booking waiting for the presale's final price: the fee paid and what comes next. */
export const BookingAwaitingPrice: Story = {
  args: { order: ready(bookingAwaitingPrice) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('orders.finalPayment.awaitingPrice'))).toBeVisible();
    await expect(facts(canvas, t('orders.detail.amounts')).map(([term]) => term)).toEqual([
      t('orders.facts.expectedUnitPrice'),
      t('orders.facts.bookedQuantity'),
      t('orders.facts.expectedTotal'),
      t('orders.facts.bookingFee'),
    ]);
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

/** The deadline passed unpaid and the server forfeited the booking: the fee is kept, no payment. */
export const Forfeited: Story = {
  args: { order: ready(bookingForfeited) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(canvas.getByText(t('orders.finalPayment.forfeited'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('orders.finalPayment.pay') })).toBeNull();
    await expect(facts(canvas, t('orders.detail.presale'))).toContainEqual([
      t('orders.facts.forfeitedAt'),
      formatDateTime(bookingForfeited.forfeitedAt ?? NOW, locale),
    ]);
  },
};

/** Past its deadline, not yet marked by the server: read as expired all the same. */
export const DeadlinePassed: Story = {
  args: { order: ready(bookingJustExpired) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('orders.finalPayment.forfeited'))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: t('orders.finalPayment.pay') })).toBeNull();
  },
};

/** Paid in full: the final figures and when the final amount was paid. */
export const FinalPaymentMade: Story = {
  args: { order: ready(bookingPaid) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(facts(canvas, t('orders.detail.presale'))).toContainEqual([
      t('orders.facts.finalPaidAt'),
      formatDateTime(bookingPaid.finalPaidAt ?? NOW, locale),
    ]);
    await expect(canvas.queryByRole('link', { name: t('orders.finalPayment.pay') })).toBeNull();
  },
};

/** The order loading: the page's layout drawn as bars. */
export const Loading: Story = {
  args: { order: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('status', { name: storyT(globals)('orders.detail.loading') }),
    ).toBeVisible();
  },
};

/** A purchase arrives where its placeholder was: the sections do not move. */
export const DataArrivesInPlace: Story = {
  args: { order: ready(completedPurchase) },
  render: (args, { globals }) => (
    <ArrivingData
      loading={<OrderDetailScreen {...args} order={{ status: 'loading' }} />}
      ready={<OrderDetailScreen {...localised(args, globals)} />}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () =>
        Object.fromEntries(
          [...canvasElement.querySelectorAll('main h3')].map((heading, index) => [
            `section-${index}`,
            heading,
          ]),
        ),
      ready: () => canvas.findByText(completedPurchase.orderNo),
    });
  },
};

/** Not one of the member's orders (or no such order): the way back to the list. */
export const NotFound: Story = {
  args: { order: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('orders.detail.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('orders.detail.toOrders') })).toHaveAttribute(
      'href',
      screenLinks.orders(),
    );
  },
};

/** The order could not be loaded: the catalogue's reason and a retry. */
export const LoadFailed: Story = {
  args: { order: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('orders.detail.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A long project name wraps beside the status. */
export const LongProjectName: Story = {
  args: {
    order: ready({
      ...bookingPaymentDue,
      projectId: 999,
      projectName:
        'Community Mangrove Restoration and Blue Carbon Conservation of the Southern Coast',
    }),
  },
};

/** Back leaves the order. */
export const Back: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
