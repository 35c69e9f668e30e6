import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_BUSINESS_CONFIG, money, withdrawalQuote } from '@carbonmarket/domain';
import { IDEMPOTENCY_KEY_HEADER, endpoints } from '@carbonmarket/domain/contract';
import { ConnectedApp } from '../../../testing/ConnectedApp';
import {
  replyNetworkError,
  replyOk,
  replyOkBy,
  replyRecording,
  replySessionEnded,
  runtimeConfigHandler,
} from '../../../testing/apiHandlers';
import { memberProfile } from '../../../testing/fixtures/profile';
import { memberSession } from '../../../testing/fixtures/session';
import { noBankCard, withBankCard } from '../../../testing/fixtures/bankCard';
import {
  askedWithdrawal,
  balances,
  earlierWithdrawals,
  saturdayAllowance,
  withdrawalAllowance,
} from '../../../testing/fixtures/wallet';
import { startStory, storyErrorText, storyT } from '../../../testing/storySetup';
import { afterToast, containing, currentPath } from '../../../testing/storyQueries';
import { href } from '../../../shared/routing/href';

/** The fee the server quotes, by the operator's default terms (1 %, at least S$2.00). */
const feeQuote = replyOkBy(endpoints.wallet.withdrawalFee, (query) => {
  const quote = withdrawalQuote(
    money(query.get('amount') ?? '0'),
    DEFAULT_BUSINESS_CONFIG.withdrawal,
  );
  return {
    amount: quote.amount.toString(),
    fee: quote.fee.toString(),
    net: quote.net.toString(),
  };
});

const pageHandlers = [
  runtimeConfigHandler,
  replyOk(endpoints.wallet.balances, balances),
  replyOk(endpoints.profile.bankCard, withBankCard),
  replyOk(endpoints.wallet.withdrawals, earlierWithdrawals),
  feeQuote,
];
const withProfile = (changes: Partial<typeof memberProfile> = {}) =>
  replyOk(endpoints.profile.get, { ...memberProfile, ...changes });
const openOn = (allowance = withdrawalAllowance) =>
  replyOk(endpoints.wallet.withdrawalAllowance, allowance);

const meta = {
  title: 'Reference/Wallet/Withdraw',
  component: ConnectedApp,
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [...pageHandlers, withProfile(), openOn()] },
  },
  args: { path: href('withdraw') },
  beforeEach: ({ globals }) => startStory(globals, memberSession()),
} satisfies Meta<typeof ConnectedApp>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

/** Waits for the form, types the amount and the password, and presses Withdraw. */
async function withdraw(canvas: Canvas, t: T, amount: string, password = 'Withdraw#2026') {
  const submit = await canvas.findByRole('button', { name: t('wallet.withdraw.form.submit') });
  await userEvent.type(
    canvas.getByRole('textbox', { name: new RegExp(t('wallet.withdraw.form.amount')) }),
    amount,
  );
  await userEvent.type(
    canvas.getByLabelText(new RegExp(t('wallet.withdraw.form.password'))),
    password,
  );
  await userEvent.click(submit);
}

const accepted = replyRecording(endpoints.wallet.withdraw, [{ ok: askedWithdrawal }]);

/**
 * A working day: the fee of S$300.00 is quoted as it is typed (S$3.00, S$297.00 to the bank);
 * the withdrawal is sent with the password to the bank account, and the receipt shows it
 * processing, with the address naming it.
 */
export const Withdraws: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers, withProfile(), openOn(), accepted.handler] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const sent = accepted.requests.length;
    const submit = await canvas.findByRole('button', { name: t('wallet.withdraw.form.submit') });
    await userEvent.type(
      canvas.getByRole('textbox', { name: new RegExp(t('wallet.withdraw.form.amount')) }),
      '300',
    );
    const figures = within(canvas.getByLabelText(t('wallet.withdraw.quote.label')));
    await expect(await figures.findByText('S$297.00')).toBeVisible();
    await expect(figures.getByText('S$3.00')).toBeVisible();
    await userEvent.type(
      canvas.getByLabelText(new RegExp(t('wallet.withdraw.form.password'))),
      'Withdraw#2026',
    );
    await userEvent.click(submit);
    await expect(await canvas.findByText(t('wallet.withdraw.done.title'))).toBeVisible();
    await waitFor(() =>
      expect(currentPath(canvas)).toHaveTextContent(href('withdraw', { done: askedWithdrawal.id })),
    );
    await expect(accepted.requests[sent]?.body).toMatchObject({
      amount: '300.00',
      to: 'bank',
      password: 'Withdraw#2026',
    });
    await expect(accepted.requests[sent]?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
  },
};

const wrongPassword = replyRecording(endpoints.wallet.withdraw, [
  { refused: 'TRADING_PASSWORD_ATTEMPTS_LEFT', params: { times: 4 } },
]);

/** A wrong withdrawal password: the tries left before the lock. */
export const WrongPassword: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers, withProfile(), openOn(), wrongPassword.handler] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await withdraw(canvas, t, '300', 'Wrong#2026pass');
    await expect(
      await canvas.findByText(
        storyErrorText(globals)('TRADING_PASSWORD_ATTEMPTS_LEFT', { times: 4 }),
      ),
    ).toBeVisible();
  },
};

const frozen = replyRecording(endpoints.wallet.withdraw, [{ refused: 'BALANCE_FROZEN' }]);

/**
 * The fifth wrong password: the server locked the account, froze the balance and ended the
 * session; the app goes to login and says the balance is frozen.
 */
export const FifthWrongPasswordFreezes: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers, withProfile(), openOn(), frozen.handler] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await withdraw(canvas, t, '300', 'Wrong#2026pass');
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = containing(storyErrorText(globals)('BALANCE_FROZEN'));
    await expect(await within(document.body).findByText(message)).toBeVisible();
    await afterToast(canvasElement, message);
  },
};

/** Saturday in Singapore: the Saturday message, and Withdraw cannot be pressed. */
export const ClosedOnSaturday: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers, withProfile(), openOn(saturdayAllowance)] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByText(storyErrorText(globals)('WITHDRAWAL_CLOSED_SATURDAY')),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: t('wallet.withdraw.form.submit') }),
    ).toBeDisabled();
  },
};

const saturdayRefusal = replyRecording(endpoints.wallet.withdraw, [
  { refused: 'WITHDRAWAL_CLOSED_SATURDAY' },
]);

/** Midnight passed while the form was open: the server's Saturday refusal shows. */
export const RefusedAsSaturdayBegan: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers, withProfile(), openOn(), saturdayRefusal.handler] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await withdraw(canvas, t, '300');
    await expect(
      (await canvas.findAllByText(storyErrorText(globals)('WITHDRAWAL_CLOSED_SATURDAY')))[0],
    ).toBeVisible();
  },
};

/** No withdrawal password yet: the page sends the member to set one first. */
export const SetAPasswordFirst: Story = {
  parameters: {
    msw: {
      handlers: [...pageHandlers, withProfile({ hasWithdrawalPassword: false }), openOn()],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await userEvent.click(
      await canvas.findByRole('link', { name: t('wallet.withdraw.blocked.noPassword.action') }),
    );
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('withdrawalPassword')));
  },
};

/** No bank account saved: the way to save one first. */
export const SaveABankAccountFirst: Story = {
  parameters: {
    msw: {
      handlers: [
        replyOk(endpoints.profile.bankCard, noBankCard),
        ...pageHandlers,
        withProfile(),
        openOn(),
      ],
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByRole('link', { name: t('wallet.withdraw.blocked.noCard.action') }),
    ).toHaveAttribute('href', href('bankCard'));
  },
};

/** Flagged for risk review: withdrawing is refused, and the page says why. */
export const RiskFlagged: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers, withProfile({ risk: true }), openOn()] },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(await canvas.findByText(t('wallet.withdraw.blocked.risk.title'))).toBeVisible();
  },
};

const afterNetworkError = replyRecording(endpoints.wallet.withdraw, [
  'networkError',
  { ok: askedWithdrawal },
]);

/** The network failed on Withdraw: pressed again, the same key goes, so the money leaves once. */
export const RetryAfterNetworkErrorKeepsTheKey: Story = {
  parameters: {
    msw: { handlers: [...pageHandlers, withProfile(), openOn(), afterNetworkError.handler] },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    const sent = afterNetworkError.requests.length;
    await withdraw(canvas, t, '300');
    const networkError = containing(storyErrorText(globals)('NETWORK_ERROR'));
    await expect(await canvas.findByText(networkError)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.withdraw.form.submit') }));
    await expect(await canvas.findByText(t('wallet.withdraw.done.title'))).toBeVisible();
    await afterToast(canvasElement, networkError);
    const [first, second] = afterNetworkError.requests.slice(sent);
    await expect(second?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(
      first?.headers.get(IDEMPOTENCY_KEY_HEADER),
    );
  },
};

/** The allowance cannot be loaded (the network dropped): the reason and Try again. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers,
        withProfile(),
        replyNetworkError(endpoints.wallet.withdrawalAllowance),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyT(globals);
    await expect(await canvas.findByText(t('wallet.withdraw.loadError'))).toBeVisible();
    await afterToast(canvasElement, containing(storyErrorText(globals)('NETWORK_ERROR')));
  },
};

/** The session ended: the app goes to login and says why. */
export const SessionExpired: Story = {
  parameters: {
    msw: {
      handlers: [
        ...pageHandlers,
        withProfile(),
        replySessionEnded(endpoints.wallet.withdrawalAllowance),
      ],
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await waitFor(() => expect(currentPath(canvas)).toHaveTextContent(href('login')));
    const message = containing(storyErrorText(globals)('SESSION_EXPIRED'));
    await expect(await within(document.body).findByText(message)).toBeVisible();
    await afterToast(canvasElement, message);
  },
};
