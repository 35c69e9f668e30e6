import type { Meta, StoryObj } from '@storybook/react-vite';
import type { within } from 'storybook/test';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SINGAPORE_BANKS } from '@carbonmarket/domain';
import type { BankCard } from '@carbonmarket/domain';
import { BankCardScreen } from './BankCardScreen';
import type { BankCardAccount, BankCardScreenProps } from './BankCardScreen';
import { storyErrorText, storyT } from '../../../testing/storyI18n';

/** Wei Ming Tan's names, in either order, as the holder-name rule takes them. */
const HOLDER_NAMES = ['Wei Ming Tan', 'Tan Wei Ming'] as const;

const SAVED: BankCard = {
  bankName: 'DBS Bank',
  accountNumber: '0271234569',
  holderName: 'Tan Wei Ming',
  paynowNumber: '81234567',
};

const account = (card: BankCard | null, holderNames: readonly string[] = HOLDER_NAMES) =>
  ({
    status: 'ready',
    data: { card, banks: SINGAPORE_BANKS, holderNames } satisfies BankCardAccount,
  }) as const;

const meta = {
  title: 'Screens/Wallet/BankCard',
  component: BankCardScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    account: account(null),
    onEdit: fn(),
    onCancelEdit: fn(),
    onSave: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof BankCardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
type T = ReturnType<typeof storyT>;

type TextFieldKey = 'accountNumber' | 'holderName' | 'paynowNumber';
const field = (canvas: Canvas, t: T, key: TextFieldKey) =>
  canvas.getByRole('textbox', { name: new RegExp(t(`wallet.bankCard.field.${key}`)) });
const bankSelect = (canvas: Canvas, t: T) =>
  canvas.getByRole('combobox', { name: new RegExp(t('wallet.bankCard.field.bank')) });
const saveButton = (canvas: Canvas, t: T) =>
  canvas.getByRole('button', { name: t('wallet.bankCard.form.save') });
const saved = (onSave: BankCardScreenProps['onSave']) =>
  (onSave as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as unknown;

/**
 * No account saved yet: the form, with the registered name filled in as the holder. Saved with a
 * bank and a number typed with spaces, it sends the digits and no PayNow number.
 */
export const AddTheFirstCard: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('wallet.bankCard.form.addTitle') }),
    ).toBeVisible();
    await expect(field(canvas, t, 'holderName')).toHaveValue('Wei Ming Tan');
    await expect(
      canvas.getByText(t('wallet.bankCard.field.holderNameHint', { name: 'Wei Ming Tan' })),
    ).toBeVisible();
    // Nothing but the first saved account can be left: there is no Cancel.
    await expect(
      canvas.queryByRole('button', { name: t('wallet.bankCard.form.cancel') }),
    ).toBeNull();
    await userEvent.selectOptions(bankSelect(canvas, t), 'OCBC Bank');
    await userEvent.type(field(canvas, t, 'accountNumber'), '501 234567 001');
    await userEvent.click(saveButton(canvas, t));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(saved(args.onSave)).toEqual({
      bankName: 'OCBC Bank',
      accountNumber: '501234567001',
      holderName: 'Wei Ming Tan',
      paynowNumber: undefined,
    });
  },
};

/**
 * The holder is not the registered name: refused on its field before anything is sent; the
 * family name first is accepted, and so is a PayNow mobile of 8 digits.
 */
export const HolderMustBeTheRegisteredName: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    await userEvent.selectOptions(bankSelect(canvas, t), 'UOB');
    await userEvent.type(field(canvas, t, 'accountNumber'), '3456789012');
    await userEvent.clear(field(canvas, t, 'holderName'));
    await userEvent.type(field(canvas, t, 'holderName'), 'Lim Mei Ling');
    await userEvent.click(saveButton(canvas, t));
    await expect(await canvas.findByText(errorText('HOLDER_NAME_MISMATCH'))).toBeVisible();
    await expect(field(canvas, t, 'holderName')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(field(canvas, t, 'holderName'));
    await userEvent.type(field(canvas, t, 'holderName'), 'tan  wei ming');
    await userEvent.type(field(canvas, t, 'paynowNumber'), '91234567');
    await userEvent.click(saveButton(canvas, t));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(saved(args.onSave)).toMatchObject({
      holderName: 'tan  wei ming',
      paynowNumber: '91234567',
    });
  },
};

/** Saved empty, and with a short number and a PayNow number of 7 digits: each field says why. */
export const FieldsRefused: Story = {
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    const errorText = storyErrorText(globals);
    await userEvent.click(saveButton(canvas, t));
    await expect(await canvas.findAllByText(errorText('REQUIRED'))).toHaveLength(2);
    await expect(bankSelect(canvas, t)).toHaveFocus();
    await userEvent.type(field(canvas, t, 'accountNumber'), '12345');
    await userEvent.type(field(canvas, t, 'paynowNumber'), '9123456');
    await expect(await canvas.findByText(errorText('BANK_INFO_INCORRECT'))).toBeVisible();
    await expect(await canvas.findByText(errorText('PHONE_INVALID'))).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** An account saved: the bank, the number's last four digits, the holder and the PayNow mobile. */
export const Saved: Story = {
  args: { account: account(SAVED) },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(canvas.getByText('DBS Bank')).toBeVisible();
    await expect(canvas.getByText('•••• 4569')).toBeVisible();
    await expect(canvas.queryByText(SAVED.accountNumber)).toBeNull();
    await expect(canvas.getByText('8123 4567')).toBeVisible();
    await expect(canvas.getByText(t('wallet.bankCard.saved.paidEitherWay'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.bankCard.change') }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
  },
};

/** Just saved: the page says so, in a region that announces it. */
export const JustSaved: Story = {
  args: { account: account(SAVED), justSaved: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('wallet.bankCard.savedNotice'));
  },
};

/** An account saved without a PayNow mobile: withdrawals go by bank transfer. */
export const SavedWithoutPayNow: Story = {
  args: { account: account({ ...SAVED, paynowNumber: null }) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('wallet.bankCard.saved.noPaynow'))).toBeVisible();
    await expect(canvas.getByText(t('wallet.bankCard.saved.paidToAccount'))).toBeVisible();
  },
};

/** Changing the saved account: the form is filled in with it, and Cancel leaves it as it was. */
export const Changing: Story = {
  args: { account: account(SAVED), editing: true },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { name: t('wallet.bankCard.form.changeTitle') }),
    ).toBeVisible();
    await expect(bankSelect(canvas, t)).toHaveValue('DBS Bank');
    await expect(field(canvas, t, 'accountNumber')).toHaveValue(SAVED.accountNumber);
    await expect(field(canvas, t, 'holderName')).toHaveValue('Tan Wei Ming');
    await expect(field(canvas, t, 'paynowNumber')).toHaveValue('81234567');
    await userEvent.click(canvas.getByRole('button', { name: t('wallet.bankCard.form.cancel') }));
    await expect(args.onCancelEdit).toHaveBeenCalledTimes(1);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The saving is under way: the fields and Cancel wait, Save shows it is busy. */
export const Saving: Story = {
  args: { account: account(SAVED), editing: true, saving: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(field(canvas, t, 'accountNumber')).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: t('wallet.bankCard.form.cancel') }),
    ).toBeDisabled();
  },
};

/** The server refused the holder (the registered name changed meanwhile): shown on its field. */
export const HolderRefusedByTheServer: Story = {
  args: {
    account: account(SAVED),
    editing: true,
    error: 'HOLDER_NAME_MISMATCH',
    fieldErrors: { holderName: 'HOLDER_NAME_MISMATCH' },
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      await canvas.findByText(storyErrorText(globals)('HOLDER_NAME_MISMATCH')),
    ).toBeVisible();
    await expect(field(canvas, t, 'holderName')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The network failed while saving: the reason in the form's banner, the fields kept. */
export const SaveFailed: Story = {
  args: { account: account(SAVED), editing: true, error: 'NETWORK_ERROR' },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(await canvas.findByText(storyErrorText(globals)('NETWORK_ERROR'))).toBeVisible();
    await expect(field(canvas, t, 'accountNumber')).toHaveValue(SAVED.accountNumber);
  },
};

/** A company's account: held in the company's registered name. */
export const Corporate: Story = {
  args: { account: account(null, ['Green Harbour Pte Ltd']) },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(field(canvas, t, 'holderName')).toHaveValue('Green Harbour Pte Ltd');
  },
};

/** The account is loading: the outline of the saved account. */
export const Loading: Story = {
  args: { account: { status: 'loading' } },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByLabelText(t('wallet.bankCard.loading'))).toBeInTheDocument();
  },
};

/** The account could not be loaded (the network dropped): the reason and Try again. */
export const LoadFailed: Story = {
  args: { account: { status: 'error', error: 'NETWORK_ERROR' } },
  play: async ({ canvas, globals, args }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(t('wallet.bankCard.loadError'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The saved account in the dark theme. */
export const SavedDark: Story = { args: { account: account(SAVED) }, globals: { theme: 'dark' } };

/** The form, with a refusal on a field, in the dark theme. */
export const HolderRefusedDark: Story = {
  ...HolderRefusedByTheServer,
  globals: { theme: 'dark' },
};
