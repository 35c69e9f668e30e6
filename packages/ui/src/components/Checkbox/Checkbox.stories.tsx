import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  parameters: { layout: 'padded' },
  args: { label: 'Remember me on this phone', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const Invalid: Story = {
  args: {
    label: 'I confirm the bank account is in my own name',
    error: 'Confirm the account holder to continue',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'I confirm the bank account is in my own name',
    });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Confirm the account holder to continue');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Remember me on this phone'));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

export const LongLabel: Story = {
  args: {
    label:
      'Send me notifications about presale bookings, final payment deadlines and new verified carbon-offset projects in Southeast Asia',
    defaultChecked: true,
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <>
      <Checkbox {...args} defaultChecked />
      <Checkbox
        {...args}
        label="I confirm the bank account is in my own name"
        error="Confirm the account holder to continue"
      />
      <Checkbox {...args} label="Disabled" disabled />
    </>
  ),
};

export const TogglesOnTap: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Remember me on this phone' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true, expect.anything());
    // The label is part of the target too.
    await userEvent.click(canvas.getByText('Remember me on this phone'));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false, expect.anything());
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const KeyboardToggles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true, expect.anything());
  },
};

export const MeetsTouchTarget: Story = {
  play: async ({ canvas }) => {
    const target = canvas.getByRole('checkbox').getBoundingClientRect();
    await expect(target.width).toBeGreaterThanOrEqual(44);
    await expect(target.height).toBeGreaterThanOrEqual(44);
  },
};
