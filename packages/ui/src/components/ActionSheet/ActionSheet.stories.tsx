import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ActionSheet } from './ActionSheet';
import type { ActionSheetAction } from './ActionSheet';
import { Button } from '../Button/Button';
import { storyT } from '../../testing/storyI18n';
import { storySamples } from '../../testing/storySamples';

/** Sample texts a screen would pass in, in each story locale. */
const samples = {
  en: {
    title: 'Listing options',
    description: 'Changes apply to the listing of 250 tons at SGD 18.50 per ton.',
    edit: 'Edit price',
    share: 'Share listing',
    pause: 'Pause selling',
    delete: 'Delete listing',
    long: 'Transfer the remaining verified credits to my corporate account',
    open: 'More options',
    pageButton: 'Page button',
  },
  cn: {
    title: '挂单选项',
    description: '更改将应用于 250 吨、每吨 18.50 新元的挂单。',
    edit: '修改价格',
    share: '分享挂单',
    pause: '暂停出售',
    delete: '删除挂单',
    long: '将剩余的已核证碳信用转入我的企业账户',
    open: '更多选项',
    pageButton: '页面按钮',
  },
};
const { localise, sample } = storySamples(samples);

const listingActions: ActionSheetAction[] = [
  { key: 'edit', label: samples.en.edit },
  { key: 'share', label: samples.en.share },
  { key: 'delete', label: samples.en.delete, tone: 'critical' },
];

/** The press handler of a page button behind the sheet. */
const pressedUnder = fn();

const meta = {
  title: 'Components/ActionSheet',
  component: ActionSheet,
  parameters: { layout: 'fullscreen' },
  args: {
    defaultOpen: true,
    title: samples.en.title,
    actions: listingActions,
    onSelect: fn(),
    onOpenChange: fn(),
  },
  render: function Render(args, { globals }) {
    return (
      <div style={{ padding: 16 }}>
        <Button variant="secondary" onClick={pressedUnder}>
          {sample(globals, 'pageButton')}
        </Button>
        <ActionSheet
          {...args}
          title={localise(globals, args.title)}
          description={localise(globals, args.description)}
          actions={args.actions.map((action) => ({
            ...action,
            label: localise(globals, action.label) ?? action.label,
          }))}
          trigger={args.trigger ? <Button>{sample(globals, 'open')}</Button> : undefined}
        />
      </div>
    );
  },
} satisfies Meta<typeof ActionSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, userEvent, globals }) => {
    const sheet = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: sample(globals, 'title'),
    });
    // Focus lands on the sheet, so no action looks pre-selected; Tab then reaches the first action.
    await waitFor(() => expect(sheet).toHaveFocus());
    const rows = within(sheet).getAllByRole('button');
    await expect(rows).toHaveLength(listingActions.length + 1);
    for (const row of rows)
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(52);
    await userEvent.tab();
    await expect(rows[0]).toHaveFocus();
    // Leave focus on the sheet again, as a freshly opened one has it.
    sheet.focus();
  },
};
export const WithDescription: Story = {
  args: { description: samples.en.description },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('dialog'),
    ).toHaveAccessibleDescription(sample(globals, 'description'));
  },
};
export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement, globals }) => {
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('dialog', {
        name: storyT(globals)('feedback.actionSheet.title'),
      }),
    ).toBeVisible();
  },
};
export const DisabledAction: Story = {
  args: {
    actions: [
      { key: 'edit', label: samples.en.edit },
      { key: 'pause', label: samples.en.pause, disabled: true },
      { key: 'delete', label: samples.en.delete, tone: 'critical' },
    ],
  },
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const pause = within(canvasElement.ownerDocument.body).getByRole('button', {
      name: sample(globals, 'pause'),
    });
    await expect(pause).toBeDisabled();
    await userEvent.click(pause);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
export const LongLabels: Story = {
  args: {
    description: samples.en.description,
    actions: [
      { key: 'transfer', label: samples.en.long },
      { key: 'delete', label: samples.en.delete, tone: 'critical' },
    ],
  },
};
export const Dark: Story = {
  args: { description: samples.en.description },
  globals: { theme: 'dark' },
};

/** Choosing an action reports its key and closes the sheet; the page works again. */
export const SelectReportsKey: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: sample(globals, 'delete') }));
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith('delete');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(canvasElement.ownerDocument.body.style.pointerEvents).not.toBe('none');
    pressedUnder.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: sample(globals, 'pageButton') }));
    await expect(pressedUnder).toHaveBeenCalledOnce();
  },
};

export const CancelCloses: Story = {
  play: async ({ canvasElement, userEvent, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      body.getByRole('button', { name: storyT(globals)('feedback.actionSheet.cancel') }),
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** The trigger opens the sheet; Escape closes it and gives focus back to the trigger. */
export const TriggerAndEscape: Story = {
  args: { defaultOpen: false, trigger: <span /> },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: sample(globals, 'open') });
    await userEvent.click(trigger);
    await expect(await body.findByRole('dialog', { name: sample(globals, 'title') })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
