import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';
import type { SelectOption } from './Select';

const banks: SelectOption[] = [
  { value: 'dbs', label: 'DBS Bank' },
  { value: 'ocbc', label: 'OCBC Bank' },
  { value: 'uob', label: 'United Overseas Bank (UOB)' },
  { value: 'scb', label: 'Standard Chartered Bank' },
  { value: 'hsbc', label: 'HSBC Singapore' },
  { value: 'maybank', label: 'Maybank Singapore' },
];

const meta = {
  title: 'Components/Select',
  component: Select,
  parameters: { layout: 'padded' },
  args: { label: 'Bank name', options: banks, placeholder: 'Choose a bank', onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank name' });
    await expect(select).toHaveValue('');
    await expect(select).toHaveDisplayValue('Choose a bank');
    // The placeholder cannot be picked again.
    await expect(canvas.getByText('Choose a bank')).toBeDisabled();
  },
};

export const Selected: Story = { args: { defaultValue: 'ocbc' } };

export const WithHint: Story = {
  args: { defaultValue: 'dbs', hint: 'The account must be in the name you registered with.' },
};

export const Invalid: Story = {
  args: { error: 'Choose the bank of your account', required: true },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank name' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose the bank of your account');
    await expect(select).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'uob', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Bank name' })).toBeDisabled();
  },
};

export const LongOptionLabel: Story = {
  args: {
    defaultValue: 'long',
    options: [
      ...banks,
      { value: 'long', label: 'Industrial and Commercial Bank of China Limited, Singapore Branch' },
    ],
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    error: 'Choose the bank of your account',
    hint: 'The account must be in the name you registered with.',
  },
};

export const DarkThemeSelected: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'scb' },
};

export const ChangeCallsOnChange: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Bank name' });
    await userEvent.selectOptions(select, 'ocbc');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('ocbc', expect.anything());
    await expect(select).toHaveValue('ocbc');
    await userEvent.selectOptions(select, 'HSBC Singapore');
    await expect(args.onChange).toHaveBeenLastCalledWith('hsbc', expect.anything());
  },
};
