import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { formatMoney, money } from '@carbonmarket/domain';
import { ConsolePaymentsScreen } from './ConsolePaymentsScreen';
import { formatDateTime } from '../../../i18n/formatDate';
import { toLocale } from '../../../i18n/locale';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';
import {
  approvedByMe,
  approvedByOther,
  item,
  localised,
  needsApproval,
  openConfirmation,
  paymentsArgs,
  small,
} from '../../../testing/consolePaymentsStories';

/*
 * The console's withdrawals queue: each kind of withdrawal, approving, paying and refusing one,
 * and the approval threshold above the queue. Under the Payments screen's title.
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
