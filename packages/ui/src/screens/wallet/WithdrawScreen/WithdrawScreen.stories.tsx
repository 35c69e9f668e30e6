import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { money } from '@carbonmarket/domain';
import { WithdrawScreen } from './WithdrawScreen';
import type { WithdrawAccount, WithdrawalPages } from './WithdrawScreen';
import { screenLinks, storyLinks } from '../../../fixtures/links';
import {
  PROCESSING_WITHDRAWAL as PROCESSING,
  WITHDRAWALS,
  WITHDRAW_ACCOUNT,
  WITHDRAW_CARD,
} from '../../../fixtures/withdrawals';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { toLocale } from '../../../i18n/locale';
import { formatDate } from '../../../i18n/formatDate';
import { expectOfflineBlocked, whileOffline } from '../../../testing/offline';

const ready = (changes: Partial<WithdrawAccount> = {}) =>
  ({ status: 'ready', data: { ...WITHDRAW_ACCOUNT, ...changes } }) as const;
const closedOn = (closed: WithdrawAccount['allowance']['closed']) =>
  ready({ allowance: { ...WITHDRAW_ACCOUNT.allowance, closed } });
const LISTED: WithdrawalPages = { items: WITHDRAWALS, status: 'idle', hasMore: false };
const QUOTED = {
  status: 'ready',
  quote: { amount: money('200'), fee: money('2'), net: money('198') },
} as const;

const meta = {
  title: 'Screens/Wallet/Withdraw',
  component: WithdrawScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    account: ready(),
    withdrawals: LISTED,
    quote: { status: 'idle' },
    onAmountChange: fn(),
    onWithdraw: fn(),
    onBack: fn(),
    onRetry: fn(),
    onWithdrawalsReachBottom: fn(),
    onWithdrawalsRetry: fn(),
    links: { ...screenLinks, wallet: storyLinks.wallet },
  },
} satisfies Meta<typeof WithdrawScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

const amountField = (canvas: Canvas, t: T) =>
  canvas.getByRole('textbox', { name: new RegExp(t('wallet.withdraw.form.amount')) });
const passwordField = (canvas: Canvas, t: T) =>
  canvas.getByLabelText(new RegExp(t('wallet.withdraw.form.password')));
const submit = (canvas: Canvas, t: T) =>
  canvas.getByRole('button', { name: t('wallet.withdraw.form.submit') });
const lastCall = (mock: unknown) =>
  (mock as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as unknown;

/**
 * A working day: the balance, the bounds and what is left today. An amount within the bounds asks
 * for its quote; the password sent with it asks for the withdrawal to the bank account.
 */
export const Withdraw: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByText(t('wallet.withdraw.form.available', { available: 'S$1,250.40' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('wallet.withdraw.form.limits', {
          min: 'S$50.00',
          max: 'S$50,000.00',
          left: 'S$99,800.00',
        }),
      ),
    ).toBeVisible();
    await userEvent.type(amountField(canvas, t), '200');
    await waitFor(() => expect(String(lastCall(args.onAmountChange))).toBe('200.00'));
    await userEvent.type(passwordField(canvas, t), 'Withdraw#2026');
    await userEvent.click(submit(canvas, t));
    await waitFor(() => expect(args.onWithdraw).toHaveBeenCalledTimes(1));
    await expect(lastCall(args.onWithdraw)).toMatchObject({
      to: 'bank',
      password: 'Withdraw#2026',
    });
    await expect(String((lastCall(args.onWithdraw) as { amount: unknown }).amount)).toBe('200.00');
  },
};

/** The PayNow number saved with the account can be chosen instead; the line under says where. */
export const ToPayNow: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('radio', { name: t('wallet.withdraw.to.paynowShort') }));
    await expect(
      canvas.getByText(
        t('wallet.withdraw.to.line', {
          place: t('wallet.withdraw.to.paynow', { mobile: '8123 4567' }),
        }),
      ),
    ).toBeVisible();
    await userEvent.type(amountField(canvas, t), '100');
    await userEvent.type(passwordField(canvas, t), 'Withdraw#2026');
    await userEvent.click(submit(canvas, t));
    await waitFor(() => expect(lastCall(args.onWithdraw)).toMatchObject({ to: 'paynow' }));
  },
};

/** No PayNow number saved: no choice to make, the bank account is named. */
export const BankAccountOnly: Story = {
  args: { account: ready({ card: { ...WITHDRAW_CARD, paynowNumber: null } }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(
      canvas.getByText(
        t('wallet.withdraw.to.line', {
          place: t('wallet.withdraw.to.bank', { bank: 'DBS Bank', account: '•••• 4569' }),
        }),
      ),
    ).toBeVisible();
  },
};

/** The quote came back: the fee and what reaches the bank. */
export const Quoted: Story = {
  args: { quote: QUOTED },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const figures = within(canvas.getByLabelText(t('wallet.withdraw.quote.label')));
    await expect(figures.getByText('S$2.00')).toBeVisible();
    await expect(figures.getByText('S$198.00')).toBeVisible();
    await expect(
      canvas.getByText(t('wallet.withdraw.quote.rule', { percent: '1', min: 'S$2.00' })),
    ).toBeVisible();
  },
};

/** The quote is on its way. */
export const Quoting: Story = {
  args: { quote: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getAllByText(t('wallet.withdraw.quote.loading'))).toHaveLength(2);
  },
};

/** The quote failed: the figures stay blank and the reason shows. */
export const QuoteFailed: Story = {
  args: { quote: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByText(
        t('wallet.withdraw.quote.failed', { reason: storyErrorText(globals)('NETWORK_ERROR') }),
      ),
    ).toBeVisible();
  },
};

/** Amounts outside the bounds, past what is left today or above the balance are refused here. */
export const AmountRefused: Story = {
  args: {
    account: ready({
      allowance: { ...WITHDRAW_ACCOUNT.allowance, dailyLeft: money('500') },
    }),
  },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    await userEvent.type(amountField(canvas, t), '20');
    await userEvent.type(passwordField(canvas, t), 'Withdraw#2026');
    await userEvent.click(submit(canvas, t));
    await expect(await canvas.findByText(errorText('AMOUNT_BELOW_MINIMUM'))).toBeVisible();
    await userEvent.clear(amountField(canvas, t));
    await userEvent.type(amountField(canvas, t), '600');
    await expect(
      await canvas.findByText(errorText('DAILY_WITHDRAWAL_LIMIT_REACHED')),
    ).toBeVisible();
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await expect(lastCall(args.onAmountChange)).not.toBeNull();
  },
};

/** Saturday in Singapore: the Saturday message, and Withdraw cannot be pressed. */
export const ClosedOnSaturday: Story = {
  args: { account: closedOn('WITHDRAWAL_CLOSED_SATURDAY') },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByText(storyErrorText(globals)('WITHDRAWAL_CLOSED_SATURDAY')),
    ).toBeVisible();
    await expect(submit(canvas, t)).toBeDisabled();
  },
};

/** Sunday: its own message. */
export const ClosedOnSunday: Story = {
  args: { account: closedOn('WITHDRAWAL_CLOSED_SUNDAY') },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByText(storyErrorText(globals)('WITHDRAWAL_CLOSED_SUNDAY')),
    ).toBeVisible();
    await expect(submit(canvas, t)).toBeDisabled();
  },
};

/** A wrong withdrawal password: how many tries are left. */
export const WrongPassword: Story = {
  args: {
    error: 'TRADING_PASSWORD_ATTEMPTS_LEFT',
    errorParams: { times: 3 },
  },
  play: async ({ canvas, globals }) => {
    await expect(
      await canvas.findByText(
        storyErrorText(globals)('TRADING_PASSWORD_ATTEMPTS_LEFT', { times: 3 }),
      ),
    ).toBeVisible();
  },
};

/** The fifth wrong password froze the balance: the form says so. */
export const BalanceFrozen: Story = {
  args: { error: 'BALANCE_FROZEN' },
  play: async ({ canvas, globals }) => {
    await expect(await canvas.findByText(storyErrorText(globals)('BALANCE_FROZEN'))).toBeVisible();
  },
};

/** The request is under way: the fields are held. */
export const Withdrawing: Story = {
  args: { withdrawing: true, quote: QUOTED },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(amountField(canvas, t)).toBeDisabled();
  },
};

/** No bank account saved: the way to save one first. */
export const NoBankAccount: Story = {
  args: { account: ready({ card: null }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('link', { name: t('wallet.withdraw.blocked.noCard.action') }),
    ).toHaveAttribute('href', screenLinks.bankCard);
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** No withdrawal password yet: the way to set one first. */
export const NoWithdrawalPassword: Story = {
  args: { account: ready({ hasPassword: false }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('link', { name: t('wallet.withdraw.blocked.noPassword.action') }),
    ).toHaveAttribute('href', screenLinks.withdrawalPassword);
  },
};

/** Flagged for risk review: withdrawing is refused, with the way to contact us. */
export const RiskFlagged: Story = {
  args: { account: ready({ risk: true }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('wallet.withdraw.blocked.risk.title'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('wallet.withdraw.blocked.contact') }),
    ).toHaveAttribute('href', screenLinks.contact);
  },
};

/** Locked after five wrong passwords: the frozen balance and the way to contact us. */
export const Locked: Story = {
  args: { account: ready({ locked: true, available: money('0'), frozen: money('1250.40') }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByText(t('wallet.withdraw.blocked.locked.description', { frozen: 'S$1,250.40' })),
    ).toBeVisible();
  },
};

/** Asked for: the receipt, processing, with the fund records next. */
export const Done: Story = {
  args: {
    account: ready({ available: money('1050.40') }),
    done: PROCESSING,
    withdrawals: LISTED,
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('wallet.withdraw.done.title'))).toBeVisible();
    await expect(canvas.getByText(t('wallet.withdraw.done.description.processing'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('wallet.withdraw.done.toRecords') }),
    ).toHaveAttribute('href', screenLinks.wallet);
  },
};

/** The operator paid it while the receipt was open: the status follows. */
export const DonePaid: Story = {
  args: {
    account: ready({ available: money('1050.40') }),
    done: {
      ...PROCESSING,
      status: 'completed',
      completedAt: new Date('2026-11-27T05:00:00Z'),
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('wallet.withdraw.done.description.completed'))).toBeVisible();
  },
};

/** The withdrawals list: a refused one says its money went back to the balance. */
export const RefusedReturned: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const locale = toLocale(globals['locale']);
    const list = canvas.getByRole('list', { name: t('wallet.withdraw.list.label') });
    const [processing, paid, refused] = within(list).getAllByRole('listitem');
    await expect(processing).toHaveTextContent(t('wallet.withdraw.list.processing'));
    await expect(paid).toHaveTextContent(
      t('wallet.withdraw.list.paid', {
        date: formatDate(new Date('2026-11-19T03:00:00Z'), locale),
      }),
    );
    await expect(refused).toHaveTextContent(t('display.status.withdrawal.refused'));
    await expect(refused).toHaveTextContent(
      t('wallet.withdraw.list.returned', {
        date: formatDate(new Date('2026-11-11T02:30:00Z'), locale),
      }),
    );
  },
};

/** No withdrawals yet. */
export const NoWithdrawals: Story = {
  args: { withdrawals: { items: [], status: 'idle', hasMore: false } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('wallet.withdraw.list.emptyTitle'))).toBeVisible();
  },
};

/** The withdrawals could not be loaded: the form stays, the list offers Try again. */
export const WithdrawalsLoadFailed: Story = {
  args: { withdrawals: { items: [], status: 'error', error: 'NETWORK_ERROR', hasMore: false } },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('wallet.withdraw.list.loadError'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onWithdrawalsRetry).toHaveBeenCalledTimes(1);
  },
};

/** The page is loading. */
export const Loading: Story = {
  args: {
    account: { status: 'loading' },
    withdrawals: { items: [], status: 'loading', hasMore: false },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByLabelText(t('wallet.withdraw.loading'))).toBeInTheDocument();
  },
};

/** The page could not be loaded. */
export const LoadFailed: Story = {
  args: { account: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('wallet.withdraw.loadError'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The form with its quote, in the dark theme. */
export const QuotedDark: Story = { ...Quoted, globals: { theme: 'dark' } };

/** The receipt, in the dark theme. */
export const DoneDark: Story = { ...Done, globals: { theme: 'dark' } };

/** Locked, in the dark theme. */
export const LockedDark: Story = { ...Locked, globals: { theme: 'dark' } };

/** Offline: Withdraw is disabled and says why; nothing is sent. */
export const Offline: Story = {
  decorators: [whileOffline],
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const button = canvas.getByRole('button', { name: t('wallet.withdraw.form.submit') });
    await expectOfflineBlocked(button, globals, args.onWithdraw);
  },
};
