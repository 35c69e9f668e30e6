import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '@carbonmarket/domain/contract';
import { toLocale } from '@carbonmarket/ui';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyOkBy,
  replyRecording,
  replyRefused,
  replySessionEnded,
  runtimeConfigHandler,
  serverNowAnswers,
} from '../../../testing/apiHandlers';
import { guestSession, memberSession } from '../../../testing/fixtures/session';
import { expectHomeShown, homeHandlers } from '../../../testing/homeStory';
import {
  bookingOrder,
  dueOrder,
  forfeitedOrder,
  manyCompletedOrders,
  memberOrders,
  ordersPage,
} from '../../../testing/fixtures/orders';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

/** The member's orders as the server lists them: of the status asked for, a page at a time. */
const listByStatus = replyOkBy(endpoints.orders.list, (query) =>
  ordersPage(
    memberOrders.filter((order) => order.status === query.get('status')),
    Number(query.get('page') ?? 1),
  ),
);

/** Any order the server is asked for, from the member's orders. */
const detailById = replyOkBy(
  endpoints.orders.detail,
  (query) => memberOrders.find((order) => order.id === Number(query.get('id'))) ?? dueOrder,
);

const meta = {
  title: 'Reference/Orders/Orders',
  component: ConnectedApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [runtimeConfigHandler, listByStatus, detailById] },
  },
  args: { path: href('orders') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type Globals = Record<string, unknown>;

/** The order cards once the list is in. */
async function orderCards(canvas: Canvas, globals: Globals) {
  const list = await canvas.findByRole('list', { name: storyT(globals)('orders.list.label') });
  return within(list).getAllByRole('article');
}

/** The link of an order's card (its number). */
const orderLink = (canvas: Canvas, globals: Globals, orderNo: string) =>
  canvas.findByRole('link', { name: storyT(globals)('orders.card.orderNo', { orderNo }) });

/** Without `?status=` the page opens on Applying: the booking waiting for its final price. */
export const OpensOnApplying: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('orders.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: t('display.status.order.applying') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(await orderLink(canvas, globals, bookingOrder.orderNo)).toHaveAttribute(
      'href',
      href('orders', { status: 'applying', id: bookingOrder.id }),
    );
    await expect(await orderCards(canvas, globals)).toHaveLength(1);
  },
};

/** A link to a tab opens it: the purchases just bought, as the receipt's link leads. */
export const CompletedFromTheReceipt: Story = {
  args: { path: href('orders', { status: 'completed' }) },
  play: async ({ canvas, globals }) => {
    await waitFor(async () => expect(await orderCards(canvas, globals)).toHaveLength(2));
    await expect(canvas.getByRole('main')).toHaveTextContent('CM20261120-000731');
  },
};

/**
 * Picking a tab asks the server for its orders and keeps it in the address (replacing the
 * entry): the booking due counts down beside the way to pay, the forfeited one says so.
 */
export const SwitchesTab: Story = {
  args: { path: href('orders', { status: 'completed' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await waitFor(async () => expect(await orderCards(canvas, globals)).toHaveLength(2));
    await userEvent.click(
      canvas.getByRole('tab', { name: t('display.status.order.pending_final_payment') }),
    );
    await expect(await orderLink(canvas, globals, dueOrder.orderNo)).toBeVisible();
    const [due, forfeited] = await orderCards(canvas, globals);
    await expect(
      within(due as HTMLElement).getByRole('link', { name: t('orders.finalPayment.pay') }),
    ).toHaveAttribute('href', href('presale', { id: dueOrder.projectId, order: dueOrder.id }));
    await expect(
      within(due as HTMLElement).getByRole('timer', { name: t('orders.finalPayment.countdown') }),
    ).toBeVisible();
    await expect(forfeited).toHaveTextContent(t('orders.finalPayment.expired'));
    await expect(forfeited).toHaveTextContent(forfeitedOrder.orderNo);
    await expect(currentPath(canvas)).toHaveTextContent(href('orders'));
  },
};

/** Pressing a card opens the order's details; Back returns to the list. */
export const OpensAnOrder: Story = {
  args: { path: href('orders', { status: 'pending_final_payment' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await userEvent.click(await orderLink(canvas, globals, dueOrder.orderNo));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('orders.detail.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveTextContent(dueOrder.orderNo);
    await expect(canvas.getByRole('link', { name: t('orders.finalPayment.pay') })).toHaveAttribute(
      'href',
      href('presale', { id: dueOrder.projectId, order: dueOrder.id }),
    );
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('orders.title') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: t('display.status.order.pending_final_payment') }),
    ).toHaveAttribute('aria-selected', 'true');
  },
};

/** The projects' names as the server gives them to a reader who asks in Chinese. */
const CHINESE_NAMES: Record<string, string> = {
  'Mekong Delta Solar Farms': '湄公河三角洲太阳能电站',
  'Mekong Clean Cookstoves': '湄公河清洁炉灶',
};

/** An order as the server answers a request in `lang` (English where a name has no translation). */
const inLang = <O extends { projectName: string }>(order: O, lang: string | null): O => ({
  ...order,
  projectName: (lang === 'cn' ? CHINESE_NAMES[order.projectName] : undefined) ?? order.projectName,
});

/** The languages the order pages asked in, in order (emptied by the story). */
const askedInLang: (string | null)[] = [];

/**
 * The list and the order in the reader's language: the page asks in the language in use and shows
 * each project's name as the server gives it in that language.
 */
export const ProjectNamesInTheReadersLanguage: Story = {
  args: { path: href('orders', { status: 'pending_final_payment' }) },
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOkBy(endpoints.orders.list, (query) => {
          askedInLang.push(query.get('lang'));
          return ordersPage(
            memberOrders
              .filter((order) => order.status === query.get('status'))
              .map((order) => inLang(order, query.get('lang'))),
            Number(query.get('page') ?? 1),
          );
        }),
        replyOkBy(endpoints.orders.detail, (query) => {
          askedInLang.push(query.get('lang'));
          const order =
            memberOrders.find((item) => item.id === Number(query.get('id'))) ?? dueOrder;
          return inLang(order, query.get('lang'));
        }),
      ],
    },
  },
  beforeEach: () => {
    askedInLang.length = 0;
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const name = locale === 'cn' ? '湄公河清洁炉灶' : dueOrder.projectName;
    const [due] = await orderCards(canvas, globals);
    await expect(due).toHaveTextContent(name);
    await userEvent.click(await orderLink(canvas, globals, dueOrder.orderNo));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('orders.detail.title') }),
    ).toBeVisible();
    await waitFor(() => expect(askedInLang).toHaveLength(2));
    await expect(canvas.getByRole('main')).toHaveTextContent(name);
    await expect(askedInLang).toEqual([locale, locale]);
  },
};

/** An order opened from a link; Back goes to the orders of its tab, never out of the app. */
export const OrderFromALink: Story = {
  args: { path: href('orders', { status: 'final_payment_made', id: 720 }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('orders.detail.title') }),
    ).toBeVisible();
    await expect(await canvas.findByText('CM20261020-000720')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.back') }));
    await expect(
      await canvas.findByRole('tab', { name: t('display.status.order.final_payment_made') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(currentPath(canvas)).toHaveTextContent(href('orders'));
  },
};

/** An order that is not the member's: the way back to the orders. */
export const OrderNotFound: Story = {
  args: { path: href('orders', { id: 999 }) },
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        listByStatus,
        replyRefused(endpoints.orders.detail, 'NOT_FOUND'),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('orders.detail.notFoundTitle') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: t('orders.detail.toOrders') }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: t('orders.title') }),
    ).toBeVisible();
    await expect(await orderLink(canvas, globals, bookingOrder.orderNo)).toBeVisible();
  },
};

/** No order of the tab: what shows up there, and the way to the projects. */
export const Empty: Story = {
  args: { path: href('orders', { status: 'in_progress' }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('orders.list.empty.in_progress.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('orders.list.toProjects') })).toHaveAttribute(
      'href',
      href('projects'),
    );
  },
};

/** Twelve orders: ten, then the next page at the end of the list, then no more. */
export const NextPage: Story = {
  args: { path: href('orders', { status: 'completed' }) },
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOkBy(endpoints.orders.list, (query) =>
          ordersPage(manyCompletedOrders, Number(query.get('page') ?? 1)),
        ),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await waitFor(async () => expect(await orderCards(canvas, globals)).toHaveLength(10));
    const view = canvasElement.ownerDocument.defaultView;
    view?.scrollTo(0, canvasElement.ownerDocument.body.scrollHeight);
    await waitFor(async () => expect(await orderCards(canvas, globals)).toHaveLength(12));
    await expect(await canvas.findByText(t('layout.list.noMore'))).toBeVisible();
  },
};

/** The list cannot be reached: the reason and a retry that brings it. */
export const NetworkErrorThenRetry: Story = {
  args: { path: href('orders', { status: 'completed' }) },
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replyNetworkError(endpoints.orders.list)] },
  },
  play: async (context) => {
    const { canvas, globals } = context;
    const t = storyT(globals);
    const failure = await canvas.findByText(t('orders.list.loadError'), {}, { timeout: 15_000 });
    await expect(failure).toBeVisible();
    await expect(
      canvas.getAllByText(storyErrorText(globals)('NETWORK_ERROR')).length,
    ).toBeGreaterThan(0);
    serverNowAnswers(context, listByStatus);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await waitFor(async () => expect(await orderCards(canvas, globals)).toHaveLength(2));
  },
};

/** The session has ended: login opens with the reason. */
export const SessionExpired: Story = {
  parameters: {
    msw: { handlers: [runtimeConfigHandler, replySessionEnded(endpoints.orders.list)] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = storyErrorText(globals)('SESSION_EXPIRED');
    await expect(await within(document.body).findByText(containing(message))).toBeVisible();
    await afterToast(canvasElement, containing(message));
  },
};

const guestAsked = replyRecording(endpoints.orders.list, [{ refused: 'GUEST_RESTRICTED' }]);

/**
 * A guest is offered to register (the route's guard), and the page asks the server for nothing
 * (it would refuse, and a second offer would lose the way home); "Not now" goes home.
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
    await expect(guestAsked.requests).toHaveLength(asked);
    await userEvent.click(
      within(dialog).getByRole('button', { name: t('feedback.guestOffer.later') }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('home')));
    await expectHomeShown(canvas, globals, 'guest');
    await expect(guestAsked.requests).toHaveLength(asked);
  },
};
