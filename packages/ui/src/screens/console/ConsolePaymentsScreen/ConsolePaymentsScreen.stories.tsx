import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { formatMoney } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import { ConsolePaymentsScreen } from './ConsolePaymentsScreen';
import { toLocale } from '../../../i18n/locale';
import {
  CONSOLE_OPERATOR,
  consoleSales,
  localiseConsoleSales,
} from '../../../fixtures/consolePayments';
import {
  OPERATOR_SECTIONS,
  consoleSectionHrefs,
  operatorNavigation,
} from '../../../fixtures/consoleSections';
import { containing, storyErrorText, storyT } from '../../../testing/storyI18n';
import {
  item,
  localised,
  openConfirmation,
  paymentsArgs,
  ready,
  sale15,
  topUp418,
  topUp421,
} from '../../../testing/consolePaymentsStories';

/*
 * The top-ups and sales queues, and the screen's states. The withdrawals queue and its approval
 * threshold share this title from `ConsolePaymentsScreen.withdrawals.stories.tsx`.
 */
const meta = {
  title: 'Screens/Console/Payments',
  component: ConsolePaymentsScreen,
  parameters: { layout: 'fullscreen' },
  args: paymentsArgs,
  render: (args, { globals }) => <ConsolePaymentsScreen {...localised(args, globals)} />,
} satisfies Meta<typeof ConsolePaymentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The top-ups waiting for their payment, oldest first, each with its reference large; the tabs
 * count each queue, and the bar says the queues are live.
 */
export const TopUps: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const list = canvas.getByRole('list', { name: t('console.payments.list.topUps') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText(topUp418.reference)).toBeVisible();
    const tab = canvas.getByRole('tab', { name: containing(t('console.payments.tabs.topUps')) });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(tab).toHaveTextContent('3');
    await expect(
      canvas.getByRole('tab', { name: containing(t('console.payments.tabs.withdrawals')) }),
    ).toHaveTextContent('4');
    await expect(canvas.getByText(t('feedback.connectionStatus.open'))).toBeVisible();
  },
};

/** Confirm, once the money is on the statement: the dialog repeats the amount and the reference. */
export const TopUpConfirm: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const amount = formatMoney(topUp418.amount, toLocale(globals['locale']));
    const dialog = await openConfirmation(
      item(canvas, amount),
      within(canvasElement.ownerDocument.body),
      userEvent,
      {
        action: t('console.payments.topUp.confirm'),
        title: t('console.payments.topUp.confirmTitle'),
        figures: [amount, topUp418.reference],
      },
    );
    await expect(args.onConfirmTopUp).not.toHaveBeenCalled();
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.payments.topUp.confirmAction') }),
    );
    await expect(args.onConfirmTopUp).toHaveBeenCalledOnce();
    await expect(args.onConfirmTopUp).toHaveBeenCalledWith(topUp418.id);
    await expect(args.onCancelTopUp).not.toHaveBeenCalled();
  },
};

/** Cancel, when the payment never came; Back first leaves the top-up as it was. */
export const TopUpCancel: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const amount = formatMoney(topUp421.amount, toLocale(globals['locale']));
    const body = within(canvasElement.ownerDocument.body);
    const row = item(canvas, amount);
    const ask = {
      action: t('console.payments.topUp.cancel'),
      title: t('console.payments.topUp.cancelTitle'),
      figures: [amount, topUp421.reference],
    };
    let dialog = await openConfirmation(row, body, userEvent, ask);
    await userEvent.click(dialog.getByRole('button', { name: t('console.payments.back') }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancelTopUp).not.toHaveBeenCalled();

    dialog = await openConfirmation(row, body, userEvent, ask);
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.payments.topUp.cancelAction') }),
    );
    await expect(args.onCancelTopUp).toHaveBeenCalledOnce();
    await expect(args.onCancelTopUp).toHaveBeenCalledWith(topUp421.id);
    await expect(args.onConfirmTopUp).not.toHaveBeenCalled();
  },
};

/** Members' sales waiting for their payout, the earliest first, their projects in the reader's language. */
export const Sales: Story = {
  args: { queue: 'sales' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const list = canvas.getByRole('list', { name: t('console.payments.list.sales') });
    const [first, second] = localiseConsoleSales(consoleSales, toLocale(globals['locale']));
    await expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual([first?.projectName, second?.projectName]);
    await expect(
      within(list).getAllByRole('button', { name: t('console.payments.sale.settle') }),
    ).toHaveLength(2);
  },
};

/** Pay a sale's proceeds now: the dialog repeats the proceeds, and the sale is settled. */
export const SaleSettle: Story = {
  args: { queue: 'sales' },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const [, localisedSale] = localiseConsoleSales(consoleSales, locale);
    const dialog = await openConfirmation(
      item(canvas, localisedSale?.projectName ?? ''),
      within(canvasElement.ownerDocument.body),
      userEvent,
      {
        action: t('console.payments.sale.settle'),
        title: t('console.payments.sale.settleTitle'),
        figures: [formatMoney(sale15.proceeds, locale)],
      },
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.payments.sale.settleAction') }),
    );
    await expect(args.onSettleSale).toHaveBeenCalledOnce();
    await expect(args.onSettleSale).toHaveBeenCalledWith(sale15.id);
  },
};

/** While the queues load (and the live connection is lost): placeholders, and no counts yet. */
export const Loading: Story = {
  args: {
    topUps: { status: 'loading' },
    withdrawals: { status: 'loading' },
    sales: { status: 'loading' },
    live: false,
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('status', { name: t('console.payments.loading.topUps') }),
    ).toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: t('console.payments.topUp.confirm') }),
    ).toBeNull();
    await expect(canvas.getByText(t('feedback.connectionStatus.closed'))).toBeVisible();
  },
};

/**
 * No top-up waiting: the tab counts none. Another tab asks for its queue; the operator's account
 * names them and signs them out.
 */
export const Empty: Story = {
  args: { topUps: ready([]) },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('console.payments.empty.topUps.title'))).toBeVisible();
    await expect(
      canvas.getByRole('tab', { name: containing(t('console.payments.tabs.topUps')) }),
    ).toHaveTextContent('0');
    await userEvent.click(
      canvas.getByRole('tab', { name: containing(t('console.payments.tabs.sales')) }),
    );
    await expect(args.onQueueChange).toHaveBeenCalledWith('sales');

    await userEvent.click(
      canvas.getByRole('button', {
        name: t('console.bar.signedInAs', { name: CONSOLE_OPERATOR.name }),
      }),
    );
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', {
      name: t('console.bar.signedInAs', { name: CONSOLE_OPERATOR.name }),
    });
    await userEvent.click(within(sheet).getByRole('button', { name: t('console.bar.signOut') }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** The withdrawals failed to load: said with the reason, and Try again loads that queue again. */
export const QueueError: Story = {
  args: { queue: 'withdrawals', withdrawals: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(t('console.payments.loadError.withdrawals'));
    await expect(alert).toHaveTextContent(storyErrorText(globals)('NETWORK_ERROR'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onRetry).toHaveBeenCalledWith('withdrawals');
  },
};

/** Another operator confirmed the top-up first: the server's refusal, in the announced banner. */
export const AlreadyDone: Story = {
  args: { error: 'STATUS_CHANGE_NOT_ALLOWED' satisfies ErrorCode },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('STATUS_CHANGE_NOT_ALLOWED'),
    );
  },
};

/** A top-up being confirmed: its Confirm is busy, its Cancel waits, the other top-ups stay free. */
export const Busy: Story = {
  args: { busyId: topUp418.id },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const busy = item(canvas, formatMoney(topUp418.amount, locale));
    await expect(
      busy.getByRole('button', { name: containing(t('console.payments.topUp.confirm')) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(
      busy.getByRole('button', { name: t('console.payments.topUp.cancel') }),
    ).toBeDisabled();
    await expect(
      item(canvas, formatMoney(topUp421.amount, locale)).getByRole('button', {
        name: t('console.payments.topUp.confirm'),
      }),
    ).toBeEnabled();
  },
};

/**
 * With the console's sections at the bottom of the screen: an operator's (payments, members,
 * projects, content; no audit trail or staff), Payments marked current, each a link.
 */
export const WithSections: Story = {
  args: { navigation: operatorNavigation('payments') },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const nav = canvas.getByRole('navigation', { name: t('console.sections.label') });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(
      OPERATOR_SECTIONS.map((section) => t(`console.sections.${section}`)),
    );
    const current = within(nav).getByRole('link', { name: t('console.sections.payments') });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', consoleSectionHrefs.payments);
    await expect(
      within(nav).getByRole('link', { name: t('console.sections.members') }),
    ).not.toHaveAttribute('aria-current');
    await expect(within(nav).queryByRole('link', { name: t('console.sections.audit') })).toBeNull();
  },
};
