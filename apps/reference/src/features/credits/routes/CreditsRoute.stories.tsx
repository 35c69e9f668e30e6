import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, formatTons, money, tons } from '@carbonmarket/domain';
import { endpoints } from '@carbonmarket/domain/contract';
import { toLocale } from '@carbonmarket/ui';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyOk,
  replySessionEnded,
  runtimeConfigHandler,
  serverNowAnswers,
} from '../../../testing/apiHandlers';
import { memberSession } from '../../../testing/fixtures/session';
import {
  holdings,
  noHoldings,
  retirement,
  retirementsPage,
  salesPage,
  sellableDetail,
} from '../../../testing/fixtures/credits';
import { startStory, storyT, storyErrorText } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';
import { pathOf } from '../../../shared/routing/routeRegistry';

const pageHandlers = [
  runtimeConfigHandler,
  replyOk(endpoints.credits.holdings, holdings),
  replyOk(endpoints.credits.sales, salesPage()),
  replyOk(endpoints.credits.retirements, retirementsPage([retirement])),
  // The sale page Sell leads to.
  replyOk(endpoints.credits.detail, sellableDetail()),
];

const meta = {
  title: 'Reference/Credits/Credits',
  component: ConnectedApp,
  parameters: { layout: 'fullscreen', msw: { handlers: pageHandlers } },
  args: { path: href('tons') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A member's credits from the server: the tons by kind, the normal holding with its carbon
 * detail, the sales (pending, then paid); Sell leads to the sale of that holding.
 */
export const HoldingsAndSales: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    await expect(
      within(await canvas.findByRole('tabpanel')).getByRole('heading', {
        name: 'Borneo Peatland Protection',
      }),
    ).toBeVisible();
    const page = canvas.getByRole('main');
    await expect(page).toHaveTextContent(formatTons(tons('12'), locale));
    await expect(page).toHaveTextContent(formatTons(tons('3'), locale));
    // 222.00 + 38.40 at today's prices.
    await expect(page).toHaveTextContent(formatMoney(money('260.40'), locale));
    await expect(page).toHaveTextContent('SCS Global Services');
    const sales = await canvas.findByRole('list', { name: t('credits.sales.label') });
    await expect(within(sales).getAllByRole('listitem')).toHaveLength(2);
    await expect(sales).toHaveTextContent('CS20261120-000012');
    await userEvent.click(
      canvas.getByRole('link', { name: (name) => name.startsWith(t('credits.holdings.sell')) }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(pathOf('sell')));
    await expect(
      await canvas.findByRole('textbox', { name: t('credits.sell.form.quantity') }),
    ).toBeVisible();
  },
};

/** A member without credits or sales: each part says so, with the way to the projects. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyOk(endpoints.credits.holdings, noHoldings),
        replyOk(endpoints.credits.sales, salesPage([])),
        replyOk(endpoints.credits.retirements, retirementsPage()),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('heading', { name: t('credits.holdings.emptyTitle.normal') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: t('credits.sales.emptyTitle') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('credits.holdings.toProjects') }),
    ).toHaveAttribute('href', href('projects'));
  },
};

/** The holdings cannot be loaded: the reason and a retry that brings them. */
export const NetworkErrorThenRetry: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replyNetworkError(endpoints.credits.holdings),
        replyOk(endpoints.credits.sales, salesPage()),
        replyOk(endpoints.credits.retirements, retirementsPage()),
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
    await expect(canvas.getByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    serverNowAnswers(context, replyOk(endpoints.credits.holdings, holdings));
    await userEvent.click(retry);
    await expect(
      within(await canvas.findByRole('tabpanel')).getByRole('heading', {
        name: 'Borneo Peatland Protection',
      }),
    ).toBeVisible();
  },
};

/** The session has ended: login opens with the reason. */
export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [
        runtimeConfigHandler,
        replySessionEnded(endpoints.credits.holdings),
        replySessionEnded(endpoints.credits.sales),
        replySessionEnded(endpoints.credits.retirements),
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
