import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';
import { Button } from '../Button/Button';
import { storyT } from '../../testing/storyI18n';
import { storySamples } from '../../testing/storySamples';

/** Sample texts a screen would pass in, in each story locale. */
const samples = {
  en: {
    title: 'Cancel this order?',
    message: 'Your reservation of 120 tons will be released.',
    deleteTitle: 'Delete this listing?',
    deleteMessage: 'Buyers will no longer see it. This cannot be undone.',
    deleteLabel: 'Delete',
    keepLabel: 'Keep it',
    longTitle: 'Withdraw SGD 12,500.00 to the bank account ending in 4821?',
    longMessage:
      'Withdrawals are reviewed within one working day. Once approved the money reaches your bank in 1 to 3 working days, and the request cannot be changed.',
    pageButton: 'Page button',
  },
  cn: {
    title: '取消此订单？',
    message: '您预留的 120 吨将被释放。',
    deleteTitle: '删除此挂单？',
    deleteMessage: '买家将无法再看到它。此操作无法撤销。',
    deleteLabel: '删除',
    keepLabel: '保留',
    longTitle: '将 12,500.00 新元提现到尾号 4821 的银行账户？',
    longMessage:
      '提现申请将在一个工作日内审核。审核通过后，资金将在 1 至 3 个工作日内到账，申请提交后无法修改。',
    pageButton: '页面按钮',
  },
};
const { localise, sample } = storySamples(samples);

/** The press handler of a page button behind the dialog. */
const pressedUnder = fn();

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    title: samples.en.title,
    message: samples.en.message,
    onConfirm: fn(),
    onCancel: fn(),
    onOpenChange: fn(),
  },
  render: function Render(args, { globals }) {
    return (
      <div style={{ padding: 16 }}>
        <Button variant="secondary" onClick={pressedUnder}>
          {sample(globals, 'pageButton')}
        </Button>
        <ConfirmDialog
          {...args}
          title={localise(globals, args.title) ?? ''}
          message={localise(globals, args.message)}
          confirmLabel={localise(globals, args.confirmLabel)}
          cancelLabel={localise(globals, args.cancelLabel)}
        />
      </div>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyT(globals);
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: sample(globals, 'title'),
    });
    await expect(dialog).toHaveAccessibleDescription(sample(globals, 'message'));
    await expect(
      within(dialog).getByRole('button', { name: t('feedback.confirmDialog.confirm') }),
    ).toBeEnabled();
    // Focus starts on the safe choice.
    await expect(
      within(dialog).getByRole('button', { name: t('feedback.confirmDialog.cancel') }),
    ).toHaveFocus();
  },
};
export const Critical: Story = {
  args: {
    tone: 'critical',
    title: samples.en.deleteTitle,
    message: samples.en.deleteMessage,
    confirmLabel: samples.en.deleteLabel,
    cancelLabel: samples.en.keepLabel,
  },
};
export const Confirming: Story = {
  args: { confirming: true },
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const label = storyT(globals)('feedback.confirmDialog.confirm');
    // A busy button's name also holds the spinner's "Loading".
    const confirm = body.getByRole('button', { name: (name) => name.includes(label) });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(
      body.getByRole('button', { name: storyT(globals)('feedback.confirmDialog.cancel') }),
    ).toBeDisabled();
  },
};
export const LongText: Story = {
  args: { title: samples.en.longTitle, message: samples.en.longMessage },
};
export const TitleOnly: Story = { args: { message: undefined } };
export const Dark: Story = {
  args: { tone: 'critical', title: samples.en.deleteTitle, message: samples.en.deleteMessage },
  globals: { theme: 'dark' },
};

export const ConfirmCallsOnConfirmOnce: Story = {
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      body.getByRole('button', { name: storyT(globals)('feedback.confirmDialog.confirm') }),
    );
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** While the promise from onConfirm runs, more presses, Escape and cancel do nothing. */
export const PreventsDoubleSubmit: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    const body = within(canvasElement.ownerDocument.body);
    const confirm = body.getByRole('button', { name: t('feedback.confirmDialog.confirm') });
    await userEvent.click(confirm);
    await userEvent.click(confirm);
    await userEvent.dblClick(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog')).toBeVisible();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const AsyncConfirmCloses: Story = {
  args: { onConfirm: fn(() => Promise.resolve()) },
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      body.getByRole('button', { name: storyT(globals)('feedback.confirmDialog.confirm') }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** A failed submission leaves the dialog open and the confirm button ready for another try. */
export const AsyncFailureStaysOpen: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('network'))) },
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const confirm = body.getByRole('button', {
      name: storyT(globals)('feedback.confirmDialog.confirm'),
    });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-busy'));
    await expect(body.getByRole('alertdialog')).toBeVisible();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledTimes(2);
  },
};

/** Cancel calls onCancel, closes, and the page under it takes presses again. */
export const CancelCloses: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      body.getByRole('button', { name: storyT(globals)('feedback.confirmDialog.cancel') }),
    );
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvasElement.ownerDocument.body.style.pointerEvents).not.toBe('none');
    pressedUnder.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: sample(globals, 'pageButton') }));
    await expect(pressedUnder).toHaveBeenCalledOnce();
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(canvasElement.ownerDocument.body.style.pointerEvents).not.toBe('none');
    pressedUnder.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: sample(globals, 'pageButton') }));
    await expect(pressedUnder).toHaveBeenCalledOnce();
  },
};
