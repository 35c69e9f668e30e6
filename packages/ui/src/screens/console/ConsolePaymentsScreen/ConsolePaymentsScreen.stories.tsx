import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney, money } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import { ConsolePaymentsScreen } from './ConsolePaymentsScreen';
import type { ConsolePaymentsScreenProps } from './ConsolePaymentsScreen';
import type { Loadable } from '../../../components/loadable';
import { formatDateTime } from '../../../i18n/formatDate';
import { toLocale } from '../../../i18n/locale';
import {
  CONSOLE_OPERATOR,
  consoleSales,
  consoleTopUps,
  consoleWithdrawals,
  localiseConsoleSales,
} from '../../../fixtures/consolePayments';
import {
  OPERATOR_SECTIONS,
  consoleSectionHrefs,
  operatorNavigation,
} from '../../../fixtures/consoleSections';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

const ready = <T,>(data: readonly T[]): Loadable<readonly T[]> => ({ status: 'ready', data });

/** The sales' project names in the story's language, as the server answers `lang`. */
function localised(args: ConsolePaymentsScreenProps, globals: Record<string, unknown>) {
  const { sales } = args;
  return sales.status === 'ready'
    ? {
        ...args,
        sales: ready(localiseConsoleSales(sales.data, toLocale(globals['locale']))),
      }
    : args;
}

const meta = {
  title: 'Screens/Console/Payments',
  component: ConsolePaymentsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    operatorName: CONSOLE_OPERATOR.name,
    operatorId: CONSOLE_OPERATOR.id,
    queue: 'topUps',
    onQueueChange: fn(),
    topUps: ready(consoleTopUps),
    withdrawals: ready(consoleWithdrawals),
    sales: ready(consoleSales),
    onConfirmTopUp: fn(),
    onCancelTopUp: fn(),
    onApproveWithdrawal: fn(),
    onCompleteWithdrawal: fn(),
    onRefuseWithdrawal: fn(),
    onSettleSale: fn(),
    onRetry: fn(),
    onSignOut: fn(),
    live: true,
  },
  render: (args, { globals }) => <ConsolePaymentsScreen {...localised(args, globals)} />,
} satisfies Meta<typeof ConsolePaymentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The queue's item whose heading is `name` (an amount, or a sale's project). */
function item(canvas: Canvas, name: string): Canvas {
  const row = canvas.getByRole('heading', { name }).closest('li');
  if (row === null) throw new Error(`No item headed ${name}`);
  return within(row);
}

const [topUp418, topUp421] = consoleTopUps as [
  (typeof consoleTopUps)[number],
  (typeof consoleTopUps)[number],
];
const byId = (id: number) => {
  const found = consoleWithdrawals.find((withdrawal) => withdrawal.id === id);
  if (found === undefined) throw new Error(`No sample withdrawal ${id}`);
  return found;
};
const needsApproval = byId(77);
const approvedByOther = byId(79);
const approvedByMe = byId(81);
const small = byId(84);
const sale15 = consoleSales[1] as (typeof consoleSales)[number];

/** Opens the confirmation of an item's action and returns it, checked to repeat `figures`. */
async function openConfirmation(
  row: Canvas,
  body: Canvas,
  user: { click: (element: Element) => Promise<void> },
  { action, title, figures }: { action: string; title: string; figures: readonly string[] },
) {
  await user.click(row.getByRole('button', { name: action }));
  const dialog = await body.findByRole('alertdialog', { name: title });
  for (const figure of figures)
    await expect(dialog).toHaveAccessibleDescription(containing(figure));
  return within(dialog);
}

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

/**
 * The withdrawals to pay, oldest first, with the account to pay: one waiting for a second
 * operator's approval (Approve, no Mark paid), one approved by another operator (Mark paid), one
 * approved by the signed-in operator (told another must pay it, no Mark paid), and a small one to
 * a PayNow number. Each can be refused.
 */
export const Withdrawals: Story = {
  args: { queue: 'withdrawals' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const approve = { name: t('console.payments.withdrawal.approve') };
    const complete = { name: t('console.payments.withdrawal.complete') };
    const refuse = { name: t('console.payments.withdrawal.refuse') };
    const row = (withdrawal: typeof small) => item(canvas, formatMoney(withdrawal.amount, locale));

    const waiting = row(needsApproval);
    await expect(waiting.getByText(t('console.payments.withdrawal.needsApproval'))).toBeVisible();
    await expect(waiting.getByRole('button', approve)).toBeEnabled();
    await expect(waiting.queryByRole('button', complete)).toBeNull();
    await expect(waiting.getByText(needsApproval.accountNumber)).toBeVisible();

    const approved = row(approvedByOther);
    await expect(
      approved.getByText(
        t('console.payments.withdrawal.approvedBy', {
          id: approvedByOther.approvedBy,
          date: formatDateTime(approvedByOther.approvedAt ?? new Date(0), locale),
        }),
      ),
    ).toBeVisible();
    await expect(approved.getByRole('button', complete)).toBeEnabled();
    await expect(approved.queryByRole('button', approve)).toBeNull();

    const mine = row(approvedByMe);
    await expect(
      mine.getByText(
        t('console.payments.withdrawal.approvedByYou', {
          date: formatDateTime(approvedByMe.approvedAt ?? new Date(0), locale),
        }),
      ),
    ).toBeVisible();
    await expect(mine.queryByRole('button', complete)).toBeNull();
    await expect(mine.queryByRole('button', approve)).toBeNull();
    await expect(mine.getByRole('button', refuse)).toBeEnabled();

    const paynow = row(small);
    await expect(paynow.getByText('9123 4567')).toBeVisible();
    await expect(paynow.getByRole('button', complete)).toBeEnabled();
  },
};

/** Approve a large withdrawal: the dialog repeats what is paid and where; another operator pays it. */
export const WithdrawalApprove: Story = {
  args: { queue: 'withdrawals' },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const dialog = await openConfirmation(
      item(canvas, formatMoney(needsApproval.amount, locale)),
      within(canvasElement.ownerDocument.body),
      userEvent,
      {
        action: t('console.payments.withdrawal.approve'),
        title: t('console.payments.withdrawal.approveTitle'),
        figures: [formatMoney(needsApproval.netAmount, locale), needsApproval.accountNumber],
      },
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.payments.withdrawal.approveAction') }),
    );
    await expect(args.onApproveWithdrawal).toHaveBeenCalledOnce();
    await expect(args.onApproveWithdrawal).toHaveBeenCalledWith(needsApproval.id);
    await expect(args.onCompleteWithdrawal).not.toHaveBeenCalled();
  },
};

/** Mark paid, once the money left: the dialog repeats the net amount and the PayNow number. */
export const WithdrawalComplete: Story = {
  args: { queue: 'withdrawals' },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const dialog = await openConfirmation(
      item(canvas, formatMoney(small.amount, locale)),
      within(canvasElement.ownerDocument.body),
      userEvent,
      {
        action: t('console.payments.withdrawal.complete'),
        title: t('console.payments.withdrawal.completeTitle'),
        figures: [formatMoney(small.netAmount, locale), '9123 4567'],
      },
    );
    await userEvent.click(
      dialog.getByRole('button', { name: t('console.payments.withdrawal.completeAction') }),
    );
    await expect(args.onCompleteWithdrawal).toHaveBeenCalledOnce();
    await expect(args.onCompleteWithdrawal).toHaveBeenCalledWith(small.id);
  },
};

/**
 * Refuse: the dialog says the amount returns to the member's available balance and asks for the
 * reason; none is refused with the domain's rule, one typed is sent trimmed.
 */
export const WithdrawalRefuse: Story = {
  args: { queue: 'withdrawals' },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      item(canvas, formatMoney(approvedByOther.amount, locale)).getByRole('button', {
        name: t('console.payments.withdrawal.refuse'),
      }),
    );
    const dialog = await body.findByRole('dialog', {
      name: t('console.payments.withdrawal.refuseTitle'),
    });
    await expect(dialog).toHaveAccessibleDescription(
      containing(formatMoney(approvedByOther.amount, locale)),
    );
    const refuse = within(dialog).getByRole('button', {
      name: t('console.payments.withdrawal.refuseAction'),
    });
    await userEvent.click(refuse);
    const reason = within(dialog).getByRole('textbox', {
      name: fieldLabel(t('console.payments.withdrawal.reason')),
    });
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(
        containing(storyErrorText(globals)('REASON_REQUIRED')),
      ),
    );
    await expect(reason).toHaveFocus();
    await expect(args.onRefuseWithdrawal).not.toHaveBeenCalled();

    await userEvent.type(reason, '  Account holder does not match the member ');
    await userEvent.click(refuse);
    await expect(args.onRefuseWithdrawal).toHaveBeenCalledOnce();
    await expect(args.onRefuseWithdrawal).toHaveBeenCalledWith(
      approvedByOther.id,
      'Account holder does not match the member',
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
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

/** The approval threshold above the withdrawals: an operator is told it, with no way to change it. */
export const ApprovalThresholdShown: Story = {
  args: { queue: 'withdrawals', approvalThreshold: money('10000') },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByText(
        t('console.payments.threshold.note', {
          amount: formatMoney(money('10000'), toLocale(globals['locale'])),
        }),
      ),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: t('console.payments.threshold.change') }),
    ).toBeNull();
  },
};

/**
 * An admin changes the threshold: the dialog opens on the current one, refuses an amount that is
 * none, and sends the new one.
 */
export const ChangeApprovalThreshold: Story = {
  args: {
    queue: 'withdrawals',
    approvalThreshold: money('10000'),
    onSetApprovalThreshold: fn(),
  },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: t('console.payments.threshold.change') }),
    );
    const dialog = within(
      await body.findByRole('dialog', { name: t('console.payments.threshold.title') }),
    );
    const amount = dialog.getByRole('textbox', {
      name: fieldLabel(t('console.payments.threshold.field')),
    });
    await expect(amount).toHaveValue('10000.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, 'lots');
    const save = dialog.getByRole('button', { name: t('console.payments.threshold.confirm') });
    await userEvent.click(save);
    await waitFor(() =>
      expect(amount).toHaveAccessibleDescription(
        containing(storyErrorText(globals)('AMOUNT_INVALID')),
      ),
    );
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(save);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSetApprovalThreshold).toHaveBeenCalledWith(money('5000'));
  },
};
