import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CodeField } from './CodeField';
import { storyT } from '../../testing/storyI18n';

/** Pinned clock: the app would pass a fresh `now` every second while counting down. */
const NOW = new Date('2026-03-02T09:30:00.000Z');
/** 58.2 s from NOW: the countdown rounds up and reads 59 s. */
const IN_59_SECONDS = new Date('2026-03-02T09:30:58.200Z');
const TEN_SECONDS_AGO = new Date('2026-03-02T09:29:50.000Z');

const meta = {
  title: 'Components/CodeField',
  component: CodeField,
  parameters: { layout: 'padded' },
  args: { label: 'Verification code', now: NOW, onChange: fn(), onSend: fn() },
} satisfies Meta<typeof CodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before any code was requested: "Send code". */
export const Idle: Story = {
  play: async ({ canvas, globals }) => {
    const input = canvas.getByLabelText('Verification code');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(
      canvas.getByRole('button', { name: storyT(globals)('forms.codeField.send') }),
    ).toBeEnabled();
  },
};

export const Sending: Story = {
  args: { sendStatus: 'sending' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', {
      name: new RegExp(storyT(globals)('forms.codeField.send')),
    });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const CountingDown: Story = {
  args: {
    resendAvailableAt: IN_59_SECONDS,
    hint: 'We sent a 6-digit code to mei.lin@example.com.',
  },
  play: async ({ canvas, args, globals }) => {
    const button = canvas.getByRole('button', {
      name: storyT(globals)('forms.codeField.resendIn', { seconds: 59 }),
    });
    await expect(button).toBeDisabled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const CanResend: Story = {
  args: { resendAvailableAt: TEN_SECONDS_AGO, value: '4829' },
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: storyT(globals)('forms.codeField.resend') });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = { args: { value: '482913', resendAvailableAt: IN_59_SECONDS } };

export const Invalid: Story = {
  args: {
    value: '482910',
    resendAvailableAt: TEN_SECONDS_AGO,
    error: 'Incorrect or expired verification code',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Verification code');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Incorrect or expired verification code');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Verification code')).toBeDisabled();
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: {
    value: '4829',
    resendAvailableAt: IN_59_SECONDS,
    error: 'Incorrect or expired verification code',
    required: true,
  },
};

export const StripsNonDigits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByLabelText('Verification code');
    await userEvent.type(input, '12a3-4 5６78');
    await expect(input).toHaveValue('123456');
    await expect(args.onChange).toHaveBeenLastCalledWith('123456');
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.stringMatching(/\D/));
  },
};

export const SendCallsOnSendOnce: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('forms.codeField.send') }),
    );
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};
