import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { ErrorCode } from '@carbonmarket/domain';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import type { ForgotPasswordValues } from './ForgotPasswordScreen';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks, storyLinks } from '../../../fixtures/links';

/** Pinned clock: the story-test instant, 20 November 2026 10:00 in Singapore. */
const NOW = new Date('2026-11-20T10:00:00+08:00');
const IN_42_SECONDS = new Date('2026-11-20T10:00:42+08:00');
const A_MINUTE_AGO = new Date('2026-11-20T09:59:00+08:00');

const EMAIL = 'mei.lin@example.com';
const filled: ForgotPasswordValues = {
  email: EMAIL,
  code: '482913',
  password: 'Greener2027',
  confirmPassword: 'Greener2027',
};

const LABELS = {
  email: 'onboarding.fields.email',
  code: 'onboarding.fields.code',
  password: 'onboarding.fields.newPassword',
  confirmPassword: 'onboarding.fields.confirmPassword',
} as const;
type Field = keyof typeof LABELS;

const including = (label: string) => (name: string) => name.includes(label);

const meta = {
  title: 'Screens/Onboarding/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    onSendCode: fn(),
    onBack: fn(),
    now: NOW,
    links: screenLinks,
  },
} satisfies Meta<typeof ForgotPasswordScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('form', { name: t('onboarding.forgotPassword.heading') }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: t('onboarding.forgotPassword.backToLogin') }),
    ).toHaveAttribute('href', storyLinks.login);
  },
};

export const Filled: Story = {
  args: { defaultValues: filled, resendAvailableAt: IN_42_SECONDS, codeSentTo: EMAIL },
};

/** "Send code" checks the email, then asks for a code for it. */
export const SendsCode: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.type(canvas.getByLabelText(fieldLabel(t(LABELS.email))), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: t('forms.codeField.send') }));
    await expect(args.onSendCode).toHaveBeenCalledWith(EMAIL);
  },
};

/** No code is sent without a valid email. */
export const SendCodeNeedsEmail: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('forms.codeField.send') }));
    await expect(canvas.getByLabelText(fieldLabel(t(LABELS.email)))).toHaveAccessibleDescription(
      storyErrorText(globals)('REQUIRED'),
    );
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

export const CodeSending: Story = {
  args: { defaultValues: { email: EMAIL }, codeSendStatus: 'sending' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: including(storyT(globals)('forms.codeField.send')) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** A code was sent: the hint names the address, the button counts down. */
export const CodeSent: Story = {
  args: { defaultValues: { email: EMAIL }, resendAvailableAt: IN_42_SECONDS, codeSentTo: EMAIL },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: t('forms.codeField.resendIn', { seconds: 42 }) }),
    ).toBeDisabled();
    await expect(canvas.getByLabelText(fieldLabel(t(LABELS.code)))).toHaveAccessibleDescription(
      containing(EMAIL),
    );
  },
};

/** Submitting empty: each field says it is required. */
export const RequiredFields: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const required = containing(storyErrorText(globals)('REQUIRED'));
    await userEvent.click(
      canvas.getByRole('button', { name: t('onboarding.forgotPassword.submit') }),
    );
    for (const field of Object.keys(LABELS) as Field[]) {
      await expect(canvas.getByLabelText(fieldLabel(t(LABELS[field])))).toHaveAccessibleDescription(
        required,
      );
    }
    await waitFor(() => expect(canvas.getByLabelText(fieldLabel(t(LABELS.email)))).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** One wrong value: its catalogue message, and nothing sent. */
const invalid = (field: Field, code: ErrorCode, values: Partial<ForgotPasswordValues>): Story => ({
  args: { defaultValues: { ...filled, ...values } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: t('onboarding.forgotPassword.submit') }),
    );
    const input = canvas.getByLabelText(fieldLabel(t(LABELS[field])));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(containing(storyErrorText(globals)(code)));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const EmailInvalid = invalid('email', 'EMAIL_INVALID', { email: 'mei.lin@' });
export const CodeFormatInvalid = invalid('code', 'CODE_FORMAT_INVALID', { code: '48291' });
export const PasswordWeak = invalid('password', 'LOGIN_PASSWORD_WEAK', {
  password: 'greener',
  confirmPassword: 'greener',
});
export const PasswordTooLong = invalid('password', 'PASSWORD_TOO_LONG', {
  password: `Aa1${'x'.repeat(126)}`,
  confirmPassword: `Aa1${'x'.repeat(126)}`,
});
export const PasswordsDoNotMatch = invalid('confirmPassword', 'PASSWORDS_DO_NOT_MATCH', {
  confirmPassword: 'Greener2028',
});

/** Server codes about the email or the code sit on that field. */
const serverFieldError = (field: Field, code: ErrorCode): Story => ({
  args: { defaultValues: filled, error: code, resendAvailableAt: A_MINUTE_AGO, codeSentTo: EMAIL },
  play: async ({ canvas, globals }) => {
    const input = canvas.getByLabelText(fieldLabel(storyT(globals)(LABELS[field])));
    await expect(input).toHaveAccessibleDescription(containing(storyErrorText(globals)(code)));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
});

export const EmailNotRegistered = serverFieldError('email', 'EMAIL_NOT_REGISTERED');
export const CodeInvalid = serverFieldError('code', 'CODE_INVALID');
export const CodeNotExpired = serverFieldError('code', 'CODE_NOT_EXPIRED');

/** Other server codes show in the banner. */
export const TooManyRequests: Story = {
  args: { defaultValues: filled, error: 'TOO_MANY_REQUESTS' },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('TOO_MANY_REQUESTS'),
    );
  },
};

export const Submitting: Story = {
  args: { defaultValues: filled, submitting: true },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const submit = canvas.getByRole('button', {
      name: including(t('onboarding.forgotPassword.submit')),
    });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText(fieldLabel(t(LABELS.password)))).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid form is handed over once. */
export const Submits: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.forgotPassword.submit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** The password was reset: a confirmation and the way to log in. */
export const Success: Story = {
  args: { done: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      t('onboarding.forgotPassword.successTitle'),
    );
    await expect(
      canvas.getByRole('link', { name: t('onboarding.forgotPassword.successAction') }),
    ).toHaveAttribute('href', storyLinks.login);
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};
