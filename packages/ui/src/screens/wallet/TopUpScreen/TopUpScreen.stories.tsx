import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney, money, readPayNowPayload } from '@carbonmarket/domain';
import { TopUpScreen } from './TopUpScreen';
import type { TopUpDetail, TopUpScreenProps } from './TopUpScreen';
import { toLocale } from '../../../i18n/locale';
import { storyErrorText, storyT } from '../../../testing/storyI18n';
import { storyLinks } from '../../../fixtures/links';
import { expectOfflineBlocked, whileOffline } from '../../../testing/offline';

/** The instant the stories show: the test runner's pinned clock (Friday 20 November 2026, 10:00). */
const NOW = new Date('2026-11-20T10:00:00+08:00');
const PAYEE = { uen: '202600001K', name: 'Carbon Market Demo Ltd', city: 'Singapore' };
const LIMITS = { min: money('10'), max: money('50000') };

/** A top-up of S$32.00 opened at 09:58, payable to the end of Saturday 21 November. */
const PENDING: TopUpDetail = {
  id: 41,
  amount: money('32'),
  reference: 'CM7QK2M9XH4P',
  payee: PAYEE,
  status: 'pending',
  createdAt: new Date('2026-11-20T09:58:00+08:00'),
  payableUntil: new Date('2026-11-22T00:00:00+08:00'),
  resolvedAt: null,
};
const CREDITED: TopUpDetail = {
  ...PENDING,
  status: 'confirmed',
  resolvedAt: new Date('2026-11-20T09:59:30+08:00'),
};
const CANCELLED: TopUpDetail = {
  ...PENDING,
  status: 'cancelled',
  resolvedAt: new Date('2026-11-20T09:59:00+08:00'),
};
/** The purchase the member came from, S$31.20 short of its total. */
const FROM_PURCHASE: TopUpScreenProps['returnTo'] = {
  payment: 'purchase',
  shortfall: money('31.20'),
  href: '/pages/project/dproject?id=3&quantity=4',
};

const ready = (topUp: TopUpDetail): TopUpScreenProps['topUp'] => ({ status: 'ready', data: topUp });

const meta = {
  title: 'Screens/Wallet/TopUp',
  component: TopUpScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    limits: LIMITS,
    payee: PAYEE,
    topUp: null,
    now: NOW,
    onCreate: fn(),
    onCancel: fn(),
    onBack: fn(),
    onRetry: fn(),
    links: { wallet: storyLinks.wallet, topUp: storyLinks.topUp },
  },
} satisfies Meta<typeof TopUpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

const amountField = (canvas: Canvas, t: T) =>
  canvas.getByRole('textbox', { name: new RegExp(t('wallet.topUp.amount.label')) });
const continueButton = (canvas: Canvas, t: T) =>
  canvas.getByRole('button', { name: t('wallet.topUp.amount.submit') });
const amountText = (globals: Record<string, unknown>, value: string) =>
  formatMoney(money(value), toLocale(globals['locale']));

/**
 * The first step: how much to add, between the limits, and whom it is paid to. Continue with an
 * amount opens the top-up with it; an amount below the smallest top-up is refused on the field.
 */
export const EnterAmount: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('wallet.topUp.title') }),
    ).toBeVisible();
    await expect(canvas.getByText(t('wallet.topUp.payee', PAYEE))).toBeVisible();
    await expect(
      canvas.getByText(
        t('wallet.topUp.amount.hint', {
          min: amountText(globals, '10'),
          max: amountText(globals, '50000'),
        }),
      ),
    ).toBeVisible();
    await userEvent.type(amountField(canvas, t), '9.99');
    await userEvent.click(continueButton(canvas, t));
    await expect(await canvas.findByText(errorText('AMOUNT_BELOW_MINIMUM'))).toBeVisible();
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(amountField(canvas, t));
    await userEvent.type(amountField(canvas, t), '250.5');
    await userEvent.click(continueButton(canvas, t));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledTimes(1));
    const [amount] = (args.onCreate as ReturnType<typeof fn>).mock.calls[0] as [unknown];
    await expect(String(amount)).toBe('250.50');
  },
};

/**
 * Started from a purchase S$31.20 short: the screen says so and fills in S$32.00, the shortfall
 * rounded up to the dollar.
 */
export const FromPurchaseShortOfBalance: Story = {
  args: { returnTo: FROM_PURCHASE },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByText(
        t('wallet.topUp.shortfall.purchase', { shortfall: amountText(globals, '31.20') }),
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        t('wallet.topUp.shortfall.suggested', { amount: amountText(globals, '32') }),
      ),
    ).toBeVisible();
    await expect(amountField(canvas, t)).toHaveValue('32.00');
  },
};

/** A shortfall larger than one top-up may be: nothing is filled in, and the screen says why. */
export const ShortfallAboveOneTopUp: Story = {
  args: { returnTo: { ...FROM_PURCHASE, payment: 'finalPayment', shortfall: money('60000.50') } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByText(t('wallet.topUp.shortfall.tooLarge', { max: amountText(globals, '50000') })),
    ).toBeVisible();
    await expect(amountField(canvas, t)).toHaveValue('');
  },
};

/** The top-up is being opened: Continue is busy. */
export const Opening: Story = {
  args: { returnTo: FROM_PURCHASE, creating: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const label = t('wallet.topUp.amount.submit');
    // Busy, its name is the spinner's and its own.
    await expect(
      canvas.getByRole('button', { name: (name) => name.includes(label) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(amountField(canvas, t)).toBeDisabled();
  },
};

/** The server refused the amount (its limits changed meanwhile): the message is on the field. */
export const AmountRefused: Story = {
  args: {
    returnTo: FROM_PURCHASE,
    error: 'AMOUNT_ABOVE_MAXIMUM',
    fieldErrors: { amount: 'AMOUNT_ABOVE_MAXIMUM' },
  },
  play: async ({ canvas, globals }) => {
    const errorText = storyErrorText(globals);
    await expect(canvas.getByText(errorText('AMOUNT_ABOVE_MAXIMUM'))).toBeVisible();
  },
};

/**
 * The second step: the PayNow code with the amount and the reference filled in, the same details
 * to type by hand, the last moment to pay, and the status. The code's payload reads back as a
 * PayNow payment of S$32.00 with the reference, and its checksum holds.
 */
export const AwaitingPayment: Story = {
  args: { topUp: ready(PENDING) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const amount = amountText(globals, '32');
    await expect(
      canvas.getByRole('heading', { level: 2, name: t('wallet.topUp.pay.title', { amount }) }),
    ).toBeVisible();
    const code = canvas.getByRole('img', {
      name: t('wallet.topUp.pay.code', { amount, name: PAYEE.name, reference: PENDING.reference }),
    });
    await expect(code).toBeVisible();
    const read = readPayNowPayload(code.getAttribute('data-payload') ?? '');
    await expect(read.crcValid).toBe(true);
    await expect(read.fields.get('54')).toBe('32.00');
    await expect(read.fields.get('62')).toBe(`0112${PENDING.reference}`);
    await expect(read.payNow.get('02')).toBe(PAYEE.uen);
    await expect(read.payNow.get('04')).toBe('20261121');
    await expect(canvas.getByText(PENDING.reference)).toBeVisible();
    await expect(canvas.getByText(t('display.status.topUp.pending'))).toBeVisible();
  },
};

/** The member cancels: a confirmation first, then the screen's callback. */
export const CancelAfterConfirming: Story = {
  args: { topUp: ready(PENDING) },
  play: async ({ canvas, globals, args, canvasElement }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.topUp.pay.cancel') }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: t('wallet.topUp.pay.cancelTitle'),
    });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('wallet.topUp.pay.keep') }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.topUp.pay.cancel') }));
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('button', {
        name: t('wallet.topUp.pay.cancelConfirm'),
      }),
    );
    await waitFor(() => expect(args.onCancel).toHaveBeenCalledTimes(1));
  },
};

/** Cancelling failed (the network dropped): the message shows under the details. */
export const CancelFailed: Story = {
  args: { topUp: ready(PENDING), error: 'NETWORK_ERROR' },
  play: async ({ canvas, globals }) => {
    const errorText = storyErrorText(globals);
    await expect(canvas.getByText(errorText('NETWORK_ERROR'))).toBeVisible();
  },
};

/** Credited, from a purchase: the receipt, and the way back to the purchase first. */
export const CreditedBackToPurchase: Story = {
  args: { topUp: ready(CREDITED), returnTo: FROM_PURCHASE },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: t('wallet.topUp.done.title', { amount: amountText(globals, '32') }),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('wallet.topUp.done.backTo.purchase') }),
    ).toHaveAttribute('href', FROM_PURCHASE?.href);
    await expect(
      canvas.getByRole('link', { name: t('wallet.topUp.done.toFundRecords') }),
    ).toHaveAttribute('href', storyLinks.wallet);
  },
};

/** Credited, started from the wallet: the way on is the fund records. */
export const Credited: Story = {
  args: { topUp: ready(CREDITED) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('link', { name: t('wallet.topUp.done.toFundRecords') }),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('link', { name: t('wallet.topUp.done.backTo.purchase') }),
    ).toBeNull();
  },
};

/** Cancelled: nothing was paid, and a new top-up is one tap away. */
export const Cancelled: Story = {
  args: { topUp: ready(CANCELLED) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('wallet.topUp.cancelled.title'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('wallet.topUp.again') })).toHaveAttribute(
      'href',
      storyLinks.topUp,
    );
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** Still unpaid after its day: the code is not shown any more, and a new top-up is offered. */
export const Expired: Story = {
  args: { topUp: ready(PENDING), now: new Date('2026-11-22T00:00:00+08:00') },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('wallet.topUp.expired.title'))).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** The top-up is loading: the payment step's outline. */
export const Loading: Story = {
  args: { topUp: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByLabelText(t('wallet.topUp.loading'))).toBeInTheDocument();
  },
};

/** The top-up could not be loaded (the network dropped): the reason and Try again. */
export const LoadFailed: Story = {
  args: { topUp: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Another member's top-up, or one that does not exist: a new top-up instead. */
export const NotFound: Story = {
  args: { topUp: { status: 'error', error: 'NOT_FOUND' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('wallet.topUp.notFoundTitle'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('wallet.topUp.again') })).toBeVisible();
  },
};

/** The code stays dark on white in the dark theme: banking apps read it by its contrast. */
export const AwaitingPaymentDark: Story = {
  args: { topUp: ready(PENDING) },
  globals: { theme: 'dark' },
};

export const EnterAmountDark: Story = {
  args: { returnTo: FROM_PURCHASE },
  globals: { theme: 'dark' },
};

/** Offline: Continue is disabled and says why; no top-up is opened. */
export const Offline: Story = {
  decorators: [whileOffline],
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await userEvent.type(amountField(canvas, t), '250');
    await expectOfflineBlocked(continueButton(canvas, t), globals, args.onCreate);
  },
};
