import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Dialog, DialogClose } from './Dialog';
import { Button } from '../Button/Button';
import { storyT } from '../../testing/storyI18n';
import { storySamples } from '../../testing/storySamples';

/** Sample texts a screen would pass in, in each story locale. */
const samples = {
  en: {
    title: 'Booking fee',
    description:
      'A booking fee of SGD 50.00 is charged when you reserve tons before selling starts.',
    body: 'The fee is refunded if the project does not reach its expected quantity.',
    longTitle: 'Before you buy credits from the Kalimantan peatland restoration project',
    open: 'About the booking fee',
    pageButton: 'Page button',
  },
  cn: {
    title: '预订费',
    description: '在认购开始前预订吨数时，将收取 50.00 新元的预订费。',
    body: '如果项目未达到预期数量，预订费将退还。',
    longTitle: '在购买加里曼丹泥炭地修复项目的碳信用之前',
    open: '关于预订费',
    pageButton: '页面按钮',
  },
};
const { localise, sample } = storySamples(samples);

/** The press handler of a page button behind the dialog. */
const pressedUnder = fn();

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    title: samples.en.title,
    description: samples.en.description,
    onOpenChange: fn(),
  },
  render: function Render(args, { globals }) {
    const t = storyT(globals);
    return (
      <div style={{ padding: 16 }}>
        <Button variant="secondary" onClick={pressedUnder}>
          {sample(globals, 'pageButton')}
        </Button>
        <Dialog
          {...args}
          title={localise(globals, args.title) ?? ''}
          description={localise(globals, args.description)}
          trigger={args.trigger ? <Button>{sample(globals, 'open')}</Button> : undefined}
          actions={
            <>
              <DialogClose asChild>
                <Button variant="secondary">{t('common.cancel')}</Button>
              </DialogClose>
              <DialogClose asChild>
                <Button>{t('common.ok')}</Button>
              </DialogClose>
            </>
          }
        >
          {args.children ? sample(globals, 'body') : undefined}
        </Dialog>
      </div>
    );
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, globals }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: sample(globals, 'title'),
    });
    await expect(dialog).toHaveAccessibleDescription(sample(globals, 'description'));
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
  },
};
export const TitleOnly: Story = {
  args: { description: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).not.toHaveAttribute(
      'aria-describedby',
    );
  },
};
export const WithBody: Story = { args: { children: 'body' } };
export const StackedActions: Story = { args: { actionsLayout: 'column' } };
export const LongTitle: Story = { args: { title: samples.en.longTitle, showClose: true } };
export const Dark: Story = { args: { showClose: true }, globals: { theme: 'dark' } };

export const CloseButtonCloses: Story = {
  args: { showClose: true },
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      body.getByRole('button', { name: storyT(globals)('feedback.dialog.close') }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The trigger opens it, focus moves in and stays in, Escape closes it and focus goes back to the trigger. */
export const TriggerAndKeyboard: Story = {
  args: { defaultOpen: false, trigger: <span /> },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: sample(globals, 'open') });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: sample(globals, 'title') });
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** After an action closes the dialog, the page takes presses again. */
export const PageUsableAfterClose: Story = {
  play: async ({ canvas, canvasElement, userEvent, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: storyT(globals)('common.ok') }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvasElement.ownerDocument.body.style.pointerEvents).not.toBe('none');
    pressedUnder.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: sample(globals, 'pageButton') }));
    await expect(pressedUnder).toHaveBeenCalledOnce();
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false },
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.keyboard('{Escape}');
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog')).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};
