import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './PasswordField';
import { storyT } from '../../testing/storyI18n';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  parameters: { layout: 'padded' },
  args: { label: 'Password', onChange: fn() },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const Filled: Story = { args: { defaultValue: 'Carbon2026' } };

export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    required: true,
    hint: '8 or more characters with numbers, uppercase and lowercase letters.',
  },
  play: async ({ canvas }) => {
    // A password input has no role; the label (with its asterisk) finds it.
    const input = canvas.getByLabelText(/^New password/);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toBeRequired();
  },
};

export const Visible: Story = {
  args: { defaultValue: 'Carbon2026', defaultVisible: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(
      canvas.getByRole('button', { name: storyT(globals)('forms.passwordField.show') }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'carbon',
    error: 'Use at least 8 characters with numbers, uppercase and lowercase letters.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Use at least 8 characters with numbers, uppercase and lowercase letters.',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Carbon2026', disabled: true },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: storyT(globals)('forms.passwordField.show') }),
    ).toBeDisabled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    defaultValue: 'carbon',
    error: 'Password incorrect',
    hint: 'Forgot it? Reset it from the login page.',
  },
};

export const ToggleShowsPassword: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', {
      name: storyT(globals)('forms.passwordField.show'),
    });
    await userEvent.type(input, 'Carbon2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('Carbon2026', expect.anything());
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('Carbon2026');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};
