import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ORDER_STATUSES, ZERO_MONEY, formatMoney } from '@carbonmarket/domain';
import type { Order, OrderStatus } from '@carbonmarket/domain';
import { OrdersScreen } from './OrdersScreen';
import type { OrderPages, OrdersScreenProps } from './OrdersScreen';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { expectRowsAtLeast, expectTargetsAtLeast } from '../../../testing/targetSize';
import { screenLinks } from '../../../fixtures/links';
import {
  bookingForfeited,
  bookingJustExpired,
  bookingPaymentDue,
  bookingPaymentDueSoon,
  localiseOrders,
  sampleOrdersByStatus,
} from '../../../fixtures/orders';
import { ArrivingData, expectLayoutHoldsOnArrival } from '../../../testing/arrivingData';

/** The instant the stories show: the test runner's pinned clock (Friday 20 November 2026, 10:00). */
const NOW = new Date('2026-11-20T10:00:00+08:00');

const ready = (items: readonly Order[], hasMore = false): OrderPages => ({
  items,
  status: 'idle',
  hasMore,
});

/** A tab with its sample orders, every page in. */
const tab = (status: OrderStatus): Pick<OrdersScreenProps, 'status' | 'orders'> => ({
  status,
  orders: ready(sampleOrdersByStatus[status]),
});

/** The sample orders' project names in the story's language. */
function localised(args: OrdersScreenProps, globals: Record<string, unknown>) {
  return {
    ...args,
    orders: {
      ...args.orders,
      items: localiseOrders(args.orders.items, toLocale(globals['locale'])),
    },
  };
}

const meta = {
  title: 'Screens/Orders/Orders',
  component: OrdersScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    orders: ready(sampleOrdersByStatus.pending_final_payment),
    now: NOW,
    status: 'pending_final_payment',
    onStatusChange: fn(),
    links: screenLinks,
    onBack: fn(),
    onReachBottom: fn(),
    onRetry: fn(),
    onRefresh: fn(),
  },
  render: (args, { globals }) => <OrdersScreen {...localised(args, globals)} />,
} satisfies Meta<typeof OrdersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The order cards, in the list's order. */
const cards = (canvas: Canvas, globals: Record<string, unknown>) =>
  within(canvas.getByRole('list', { name: storyT(globals)('orders.list.label') })).getAllByRole(
    'article',
  );

/**
 * Bookings pending their final payment: the ones before their deadline count down beside the way
 * to pay; one past it (forfeited by the server, or not yet) says the booking fee is kept.
 */
export const PendingFinalPayment: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(canvas.getByRole('heading', { level: 1, name: t('orders.title') })).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: t('display.status.order.pending_final_payment') }),
    ).toHaveAttribute('aria-selected', 'true');
    const [justExpired, dueSoon, due, forfeited] = cards(canvas, globals);
    // Before the deadline: the countdown and the way to pay.
    for (const [card, order] of [
      [dueSoon, bookingPaymentDueSoon],
      [due, bookingPaymentDue],
    ] as const) {
      const pay = within(card as HTMLElement).getByRole('link', {
        name: t('orders.finalPayment.pay'),
      });
      await expect(pay).toHaveAttribute('href', screenLinks.finalPayment(order));
      await expect(
        within(card as HTMLElement).getByRole('timer', {
          name: t('orders.finalPayment.countdown'),
        }),
      ).toBeVisible();
    }
    await expect(due).toHaveTextContent(
      formatMoney(bookingPaymentDue.finalPaymentAmount ?? ZERO_MONEY, locale),
    );
    await expect(due).toHaveTextContent(t('orders.facts.finalAmountDue'));
    // After it: no way to pay, the fee kept.
    for (const card of [justExpired, forfeited]) {
      await expect(
        within(card as HTMLElement).queryByRole('link', { name: t('orders.finalPayment.pay') }),
      ).toBeNull();
      await expect(card).toHaveTextContent(t('orders.finalPayment.expired'));
      await expect(card).toHaveTextContent(t('orders.finalPayment.forfeited'));
    }
    await expect(forfeited).toHaveTextContent(
      t('orders.card.orderNo', { orderNo: bookingForfeited.orderNo }),
    );
    await expect(justExpired).toHaveTextContent(
      t('orders.card.orderNo', { orderNo: bookingJustExpired.orderNo }),
    );
  },
};

/**
 * The order numbers, links in the card's text, are targets of at least 24 by 24 px (WCAG 2.2 SC
 * 2.5.8), and every row of the list is at least 44 px high.
 */
export const TargetSizes: Story = {
  args: { orders: ready(sampleOrdersByStatus.completed), status: 'completed' },
  play: async ({ canvas, canvasElement, globals }) => {
    await expectTargetsAtLeast([...canvasElement.querySelectorAll('a[data-order-link]')]);
    const list = canvas.getByRole('list', { name: storyT(globals)('orders.list.label') });
    await expectRowsAtLeast(within(list).getAllByRole('listitem'));
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };

export const WithLanguageSwitch: Story = {
  args: { onLocaleChange: fn() },
  render: (args, { globals }) => (
    <OrdersScreen {...localised(args, globals)} locale={toLocale(globals['locale'])} />
  ),
};

/** Just placed: a purchase being processed and a booking waiting for the presale's final price. */
export const Applying: Story = {
  args: tab('applying'),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const [purchase, booking] = cards(canvas, globals);
    await expect(purchase).toHaveTextContent(t('orders.kind.purchase'));
    await expect(booking).toHaveTextContent(t('orders.kind.presale'));
    await expect(booking).toHaveTextContent(t('orders.facts.bookingFee'));
    await expect(booking).toHaveTextContent(t('orders.facts.expectedTotal'));
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const InProgress: Story = { args: tab('in_progress') };

/** A purchase: price per ton, tons, total, when it was placed; the card opens the order. */
export const Completed: Story = {
  args: tab('completed'),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const [card] = cards(canvas, globals);
    const order = sampleOrdersByStatus.completed[0] as Order;
    const link = within(card as HTMLElement).getByRole('link', {
      name: t('orders.card.orderNo', { orderNo: order.orderNo }),
    });
    await expect(link).toHaveAttribute('href', screenLinks.order(order.id, 'completed'));
    await expect(card).toHaveTextContent(t('orders.facts.unitPrice'));
    await expect(card).toHaveTextContent(t('orders.facts.total'));
    await expect(
      within(card as HTMLElement).getByText(t('display.status.order.completed')),
    ).toBeVisible();
  },
};

/** Bookings paid in full: the final tons, price and amount paid. */
export const FinalPaymentMade: Story = {
  args: tab('final_payment_made'),
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const [card] = cards(canvas, globals);
    await expect(card).toHaveTextContent(t('orders.facts.finalTons'));
    await expect(card).toHaveTextContent(t('orders.facts.finalAmount'));
    await expect(canvas.queryByRole('link', { name: t('orders.finalPayment.pay') })).toBeNull();
  },
};

/** The tabs: the five statuses in the product's order; picking one asks for its orders. */
export const SwitchesTab: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const tabs = within(canvas.getByRole('tablist', { name: t('orders.tabs.label') }));
    await expect(tabs.getAllByRole('tab').map((item) => item.textContent)).toEqual(
      ORDER_STATUSES.map((status) => t(`display.status.order.${status}`)),
    );
    await userEvent.click(tabs.getByRole('tab', { name: t('display.status.order.completed') }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('completed');
  },
};

/** The first page loading: placeholder cards. */
export const Loading: Story = {
  args: { status: 'completed', orders: { items: [], status: 'loading', hasMore: true } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getAllByRole('status', { name: storyT(globals)('feedback.skeleton.label') }).length,
    ).toBeGreaterThan(0);
  },
};

/** The placeholders hold the tabs and the list's place: nothing moves when the orders arrive. */
export const DataArrivesInPlace: Story = {
  args: tab('completed'),
  render: (args, { globals }) => (
    <ArrivingData
      loading={
        <OrdersScreen
          {...localised(
            { ...args, orders: { items: [], status: 'loading', hasMore: true } },
            globals,
          )}
        />
      }
      ready={<OrdersScreen {...localised(args, globals)} />}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await expectLayoutHoldsOnArrival({
      canvasElement,
      watch: () => ({
        tabs: canvas.getByRole('tablist'),
        first: canvasElement.querySelector('article') ?? canvasElement,
      }),
      ready: () => canvas.findByRole('list'),
    });
  },
};

/** The next page loading below the cards. */
export const LoadingMore: Story = {
  args: {
    status: 'completed',
    orders: { items: sampleOrdersByStatus.completed, status: 'loading', hasMore: true },
  },
};

/** The last page is in: the list says there are no more. */
export const EndOfList: Story = {
  args: tab('final_payment_made'),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(storyT(globals)('layout.list.noMore'))).toBeVisible();
  },
};

/** The end of the list within reach asks for the next page. */
export const AsksForTheNextPage: Story = {
  args: { status: 'completed', orders: ready(sampleOrdersByStatus.completed, true) },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onReachBottom).toHaveBeenCalled());
  },
};

/** The first page failed: the catalogue's reason and a retry. */
export const FirstLoadFailed: Story = {
  args: { orders: { items: [], status: 'error', error: 'NETWORK_ERROR', hasMore: true } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('orders.list.loadError'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    // The tabs stay: another status can be tried.
    await expect(canvas.getByRole('tablist')).toBeVisible();
  },
};

/** A later page failed: the cards stay, a line under them retries. */
export const NextPageFailed: Story = {
  args: {
    status: 'completed',
    orders: {
      items: sampleOrdersByStatus.completed,
      status: 'error',
      error: 'NETWORK_ERROR',
      hasMore: true,
    },
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('layout.list.errorMore') }),
    );
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** The refresh a pull gives, for keyboards and assistive technology. */
export const Refreshes: Story = {
  args: tab('completed'),
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('layout.list.refresh') }),
    );
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

/** No order of a status: what shows up there, and the way to the projects. */
const emptyTab = (status: OrderStatus): Story => ({
  args: { status, orders: ready([]) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t(`orders.list.empty.${status}.title`) }),
    ).toBeVisible();
    await expect(canvas.getByText(t(`orders.list.empty.${status}.description`))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('orders.list.toProjects') })).toHaveAttribute(
      'href',
      screenLinks.projects,
    );
  },
});

export const EmptyApplying = emptyTab('applying');
export const EmptyInProgress = emptyTab('in_progress');
export const EmptyCompleted = emptyTab('completed');
export const EmptyPendingFinalPayment = emptyTab('pending_final_payment');
export const EmptyFinalPaymentMade = emptyTab('final_payment_made');

/** A long project name wraps beside the status; the figures keep their rows. */
export const LongProjectName: Story = {
  args: {
    status: 'pending_final_payment',
    orders: ready([
      {
        ...bookingPaymentDue,
        projectId: 999,
        projectName:
          'Community Mangrove Restoration and Blue Carbon Conservation of the Southern Coast',
      },
    ]),
  },
};

/** Back leaves the orders. */
export const Back: Story = {
  args: tab('completed'),
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: storyT(globals)('common.back') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};
