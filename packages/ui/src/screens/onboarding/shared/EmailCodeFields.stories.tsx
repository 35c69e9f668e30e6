import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CODE_VALID_MINUTES } from '@carbonmarket/domain';
import { forgotPasswordFormSchema } from '@carbonmarket/domain/contract';
import type { ErrorCode } from '@carbonmarket/domain';
import type { ForgotPasswordForm } from '@carbonmarket/domain/contract';
import type { ForgotPasswordValues } from '../ForgotPasswordScreen/ForgotPasswordScreen';
import { EmailCodeFields } from './EmailCodeFields';
import { Button } from '../../../components/Button/Button';
import type { CodeSendStatus } from '../../../components/CodeField/CodeField';
import { Form } from '../../../forms/Form';
import { useDomainForm } from '../../../forms/useDomainForm';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';

/** Pinned clock: the story-test instant, 20 November 2026 10:00 in Singapore. */
const NOW = new Date('2026-11-20T10:00:00+08:00');
/** A code was sent 18 s ago: 42 s until a new one may be requested. */
const IN_42_SECONDS = new Date('2026-11-20T10:00:42+08:00');
const A_MINUTE_AGO = new Date('2026-11-20T09:59:00+08:00');

const EMAIL = 'mei.lin@example.com';
const CODE = '482913';
/** The new password of the reset form, already filled in: these stories are about the rest. */
const NEW_PASSWORD = { password: 'Carbon2026', confirmPassword: 'Carbon2026' };

interface EmailCodeFormProps {
  /** Asks for a code for this (valid, trimmed) email. */
  onSendCode: (email: string) => void;
  /** `sending` while the code request runs. */
  sendStatus?: CodeSendStatus;
  /** The current time, for the resend countdown. */
  now: Date;
  /** When a new code may be requested; set once a code was sent. */
  resendAvailableAt?: Date;
  /** The address the last code went to. */
  codeSentTo?: string;
  /** The form's request is under way. */
  disabled?: boolean;
  /** Why the last request failed: a code of the email or the code shows on its field, others in the banner. */
  error?: ErrorCode;
  /** What the two fields start with. */
  defaultValues?: { email?: string; code?: string };
  /** Called with the reset form once it passes `forgotPasswordFormSchema`. */
  onSubmit: (form: ForgotPasswordForm) => void;
}

/**
 * The email and code part of the reset form as `ForgotPasswordScreen` builds it: `useDomainForm`
 * with `forgotPasswordFormSchema` in a `Form` that places the server's code, and the submit button.
 */
function EmailCodeForm({
  onSendCode,
  sendStatus = 'idle',
  now,
  resendAvailableAt,
  codeSentTo,
  disabled = false,
  error,
  defaultValues,
  onSubmit,
}: EmailCodeFormProps) {
  const { t } = useTranslation();
  const form = useDomainForm<ForgotPasswordValues, ForgotPasswordForm>(forgotPasswordFormSchema, {
    email: '',
    code: '',
    ...NEW_PASSWORD,
    ...defaultValues,
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      busy={disabled}
      error={error}
      actions={
        <Button type="submit" fullWidth loading={disabled}>
          {t('onboarding.forgotPassword.submit')}
        </Button>
      }
    >
      <EmailCodeFields
        onSendCode={onSendCode}
        sendStatus={sendStatus}
        now={now}
        resendAvailableAt={resendAvailableAt}
        codeSentTo={codeSentTo}
        disabled={disabled}
      />
    </Form>
  );
}

/**
 * An email field followed by the verification code sent to it, with the resend countdown. The
 * stories bind them to a schema form as the reset and registration screens do.
 */
const meta = {
  title: 'Screens/Onboarding/Shared/EmailCodeFields',
  component: EmailCodeForm,
  subcomponents: { EmailCodeFields },
  parameters: { layout: 'padded' },
  args: { onSendCode: fn(), onSubmit: fn(), now: NOW },
} satisfies Meta<typeof EmailCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const labels = (t: TFunction) => ({
  email: fieldLabel(t('onboarding.fields.email')),
  code: fieldLabel(t('onboarding.fields.code')),
});
/** A name that also matches a busy button, whose name adds the spinner's "Loading". */
const including = (label: string) => (name: string) => name.includes(label);

/** Before anything is typed: "Send code", no hint. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const email = canvas.getByLabelText(labels(t).email);
    await expect(email).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    const code = canvas.getByLabelText(labels(t).code);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).not.toHaveAccessibleDescription();
    await expect(canvas.getByRole('button', { name: t('forms.codeField.send') })).toBeEnabled();
  },
};

/** "Send code" checks the email, then asks for a code for the trimmed address. */
export const SendsCode: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.type(canvas.getByLabelText(labels(t).email), ` ${EMAIL} `);
    await userEvent.click(canvas.getByRole('button', { name: t('forms.codeField.send') }));
    await expect(args.onSendCode).toHaveBeenCalledOnce();
    await expect(args.onSendCode).toHaveBeenCalledWith(EMAIL);
  },
};

/** No code is sent for an empty or malformed email; the email field says why. */
export const SendCodeNeedsEmail: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const message = storyErrorText(globals);
    const email = canvas.getByLabelText(labels(t).email);
    const send = canvas.getByRole('button', { name: t('forms.codeField.send') });
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription(message('REQUIRED'));
    await userEvent.type(email, 'mei.lin@');
    await userEvent.click(send);
    await expect(email).toHaveAccessibleDescription(message('EMAIL_INVALID'));
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(email, 'example.com');
    await userEvent.click(send);
    await expect(email).not.toHaveAttribute('aria-invalid');
    await expect(args.onSendCode).toHaveBeenCalledWith(EMAIL);
  },
};

/** The code request is running: the button is busy. */
export const Sending: Story = {
  args: { defaultValues: { email: EMAIL }, sendStatus: 'sending' },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('button', { name: including(storyT(globals)('forms.codeField.send')) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** A code was sent: the hint names the address and the button counts down. */
export const CodeSent: Story = {
  args: { defaultValues: { email: EMAIL }, resendAvailableAt: IN_42_SECONDS, codeSentTo: EMAIL },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: t('forms.codeField.resendIn', { seconds: 42 }) }),
    ).toBeDisabled();
    await expect(canvas.getByLabelText(labels(t).code)).toHaveAccessibleDescription(
      t('onboarding.hints.codeSent', { email: EMAIL, minutes: CODE_VALID_MINUTES }),
    );
  },
};

/** The countdown is over: "Resend" asks for a new code. */
export const CanResend: Story = {
  args: { defaultValues: { email: EMAIL }, resendAvailableAt: A_MINUTE_AGO, codeSentTo: EMAIL },
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('forms.codeField.resend') }),
    );
    await expect(args.onSendCode).toHaveBeenCalledWith(EMAIL);
  },
};

/** The code field keeps digits only (full-width ones included), six at most. */
export const TypesDigitsOnly: Story = {
  args: { defaultValues: { email: EMAIL }, resendAvailableAt: IN_42_SECONDS, codeSentTo: EMAIL },
  play: async ({ canvas, userEvent, globals }) => {
    const code = canvas.getByLabelText(labels(storyT(globals)).code);
    await userEvent.type(code, '48-2 ９1３77');
    await expect(code).toHaveValue(CODE);
  },
};

/** Submitting empty: both fields are required and the email is focused. */
export const Required: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const required = containing(storyErrorText(globals)('REQUIRED'));
    await userEvent.click(
      canvas.getByRole('button', { name: t('onboarding.forgotPassword.submit') }),
    );
    await expect(canvas.getByLabelText(labels(t).email)).toHaveAccessibleDescription(required);
    await expect(canvas.getByLabelText(labels(t).code)).toHaveAccessibleDescription(required);
    await waitFor(() => expect(canvas.getByLabelText(labels(t).email)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A filled pair with one wrong value: submitting shows that field's message only. */
const invalid = (
  field: 'email' | 'code',
  code: ErrorCode,
  values: { email: string; code: string },
): Story => ({
  args: { defaultValues: values, resendAvailableAt: A_MINUTE_AGO, codeSentTo: EMAIL },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: t('onboarding.forgotPassword.submit') }),
    );
    const input = canvas.getByLabelText(labels(t)[field]);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(containing(storyErrorText(globals)(code)));
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const EmailInvalid = invalid('email', 'EMAIL_INVALID', {
  email: 'mei.lin@example',
  code: CODE,
});
export const CodeFormatInvalid = invalid('code', 'CODE_FORMAT_INVALID', {
  email: EMAIL,
  code: '4829',
});

/** A server code that belongs to a field shows under it until that field is edited. */
const serverFieldError = (field: 'email' | 'code', code: ErrorCode): Story => ({
  args: {
    defaultValues: { email: EMAIL, code: CODE },
    error: code,
    resendAvailableAt: A_MINUTE_AGO,
    codeSentTo: EMAIL,
  },
  play: async ({ canvas, userEvent, globals }) => {
    const input = canvas.getByLabelText(labels(storyT(globals))[field]);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(containing(storyErrorText(globals)(code)));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(input, '{Backspace}');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
});

export const EmailNotRegistered = serverFieldError('email', 'EMAIL_NOT_REGISTERED');
export const CodeInvalid = serverFieldError('code', 'CODE_INVALID');
export const CodeNotExpired = serverFieldError('code', 'CODE_NOT_EXPIRED');

/** Other server codes are not the fields' business: they show in the form's banner. */
export const NetworkError: Story = {
  args: { defaultValues: { email: EMAIL, code: CODE }, error: 'NETWORK_ERROR' },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)('NETWORK_ERROR'),
    );
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
  },
};

/** While the form's request runs, both fields and the send button are disabled. */
export const Disabled: Story = {
  args: {
    defaultValues: { email: EMAIL, code: CODE },
    disabled: true,
    resendAvailableAt: A_MINUTE_AGO,
    codeSentTo: EMAIL,
  },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByLabelText(labels(t).email)).toBeDisabled();
    await expect(canvas.getByLabelText(labels(t).code)).toBeDisabled();
    const resend = canvas.getByRole('button', { name: t('forms.codeField.resend') });
    await expect(resend).toBeDisabled();
    await userEvent.click(resend);
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** Typing the code that arrived and submitting sends it with the rest of the form. */
export const Submits: Story = {
  args: { defaultValues: { email: EMAIL }, resendAvailableAt: IN_42_SECONDS, codeSentTo: EMAIL },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.type(canvas.getByLabelText(labels(t).code), CODE);
    await userEvent.click(
      canvas.getByRole('button', { name: t('onboarding.forgotPassword.submit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: EMAIL, code: CODE, ...NEW_PASSWORD });
  },
};

export const DarkTheme: Story = {
  args: { defaultValues: { email: EMAIL }, resendAvailableAt: IN_42_SECONDS, codeSentTo: EMAIL },
  globals: { theme: 'dark' },
};
