import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TEXT_MAX_LENGTH } from '@carbonmarket/domain';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';
import { storyT } from '../../testing/storyI18n';

/** Holds the value in state, as a screen would. */
function ControlledTextField({ value: initial = '', onChange, ...props }: TextFieldProps) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next, event) => {
        setValue(next);
        onChange?.(next, event);
      }}
    />
  );
}

const meta = {
  title: 'Components/TextField',
  component: TextField,
  parameters: { layout: 'padded' },
  args: { label: 'Email', type: 'email', autoComplete: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'mei.lin@example.com' } };

export const WithHint: Story = {
  args: { hint: 'We send the verification code to this address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'We send the verification code to this address.',
    );
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    // The asterisk is hidden from assistive technology: the name stays "Email", the input says required.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'mei.lin@',
    error: 'Enter a valid email address',
    hint: 'We send the verification code to this address.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid email address'),
    );
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'mei.lin@example.com', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: {
    label: 'Invitation code',
    type: 'text',
    autoComplete: 'off',
    defaultValue: 'CM8K2Q',
    readOnly: true,
  },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Invitation code');
    await userEvent.type(input, 'X');
    await expect(input).toHaveValue('CM8K2Q');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithPrefix: Story = {
  args: {
    label: 'Amount',
    type: 'text',
    autoComplete: 'off',
    inputMode: 'decimal',
    prefix: 'S$',
    defaultValue: '1,250.00',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Amount')).toHaveAccessibleDescription('S$');
  },
};

export const WithSuffix: Story = {
  args: {
    label: 'Quantity',
    type: 'text',
    autoComplete: 'off',
    inputMode: 'numeric',
    suffix: 't',
    defaultValue: '120',
    hint: 'Between 10 and 500 tons.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Quantity')).toHaveAccessibleDescription(
      expect.stringContaining('t'),
    );
    await expect(canvas.getByLabelText('Quantity')).toHaveAttribute('inputmode', 'numeric');
  },
};

export const WithCounter: Story = {
  args: {
    label: 'Remark',
    type: 'text',
    autoComplete: 'off',
    showCount: true,
    defaultValue: 'For our 2026 office emissions',
  },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByText(`29/${TEXT_MAX_LENGTH}`)).toBeVisible();
    await expect(canvas.getByLabelText('Remark')).toHaveAccessibleDescription(
      t('forms.textField.characterCount', { length: 29, max: TEXT_MAX_LENGTH }),
    );
  },
};

export const LongText: Story = {
  args: {
    label:
      'Name of the company as registered with the Accounting and Corporate Regulatory Authority',
    type: 'text',
    autoComplete: 'organization',
    required: true,
    defaultValue: 'Pacific Reforestation and Blue Carbon Conservation Holdings Private Limited',
    hint: 'Use the exact name on your business profile, including “Pte. Ltd.”, so that the bank transfer can be matched.',
    error: 'This name does not match the name on the bank account registered for withdrawals.',
    showCount: true,
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    label: 'Amount',
    type: 'text',
    autoComplete: 'off',
    prefix: 'S$',
    defaultValue: '12',
    error: 'The minimum is S$50.00',
    hint: 'Available: S$8,420.00',
    required: true,
  },
};

export const TypingUpdatesValue: Story = {
  render: (args) => <ControlledTextField {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'mei.lin@example.com');
    await expect(input).toHaveValue('mei.lin@example.com');
    await expect(args.onChange).toHaveBeenCalledTimes('mei.lin@example.com'.length);
    await expect(args.onChange).toHaveBeenLastCalledWith('mei.lin@example.com', expect.anything());
  },
};

export const MaxLengthEnforced: Story = {
  args: {
    label: 'Holder name',
    type: 'text',
    autoComplete: 'name',
    maxLength: 10,
    showCount: true,
  },
  render: (args) => <ControlledTextField {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Holder name');
    await userEvent.type(input, 'Tan Wei Ming Jonathan');
    await expect(input).toHaveValue('Tan Wei Mi');
    await expect(args.onChange).toHaveBeenLastCalledWith('Tan Wei Mi', expect.anything());
    await expect(canvas.getByText('10/10')).toBeVisible();
  },
};

export const DefaultsToTextMaxLength: Story = {
  args: { label: 'Remark', type: 'text', autoComplete: 'off' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Remark')).toHaveAttribute(
      'maxlength',
      String(TEXT_MAX_LENGTH),
    );
  },
};
