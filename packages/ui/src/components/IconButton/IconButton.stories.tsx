import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { IconButton } from './IconButton';
import { storyT } from '../../testing/storyI18n';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { icon: 'close', label: 'Close', onClick: fn() },
  render: function Render(args, { globals }) {
    return <IconButton {...args} label={storyT(globals)('common.close')} />;
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};
export const Filled: Story = { args: { variant: 'filled', icon: 'more' } };
export const Disabled: Story = { args: { disabled: true } };

export const PressCallsOnClick: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: storyT(globals)('common.close') });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};
