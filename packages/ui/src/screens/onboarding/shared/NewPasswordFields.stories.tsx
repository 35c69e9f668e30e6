import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { forgotPasswordFormSchema } from '@carbonmarket/domain/contract';
import type { ErrorCode } from '@carbonmarket/domain';
import type { ForgotPasswordForm } from '@carbonmarket/domain/contract';
import type { ForgotPasswordValues } from '../ForgotPasswordScreen/ForgotPasswordScreen';
import { NewPasswordFields } from './NewPasswordFields';
import { Form } from '../../../forms/Form';
import { useDomainForm } from '../../../forms/useDomainForm';
import { Button } from '../../../components/Button/Button';
import { createI18n } from '../../../i18n/createI18n';
import { containing, fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';
import { storySamples } from '../../../testing/storySamples';

/** The first field's label: "New password" when resetting, "Password" when registering. */
const texts = (t: TFunction) => ({
  newPassword: t('onboarding.fields.newPassword'),
  password: t('onboarding.fields.password'),
});
const samples = { en: texts(createI18n('en').t), cn: texts(createI18n('cn').t) };
const { localise } = storySamples(samples);

/** The email and code of the reset form, already filled in: these stories are about the rest. */
const VERIFIED = { email: 'mei.lin@example.com', code: '482913' };

interface NewPasswordFormProps {
  /** Label of the first field. */
  passwordLabel: string;
  /** The reset request is under way. */
  disabled?: boolean;
  /** What the two fields start with. */
  defaultValues?: { password?: string; confirmPassword?: string };
  /** Called with the reset form once it passes `forgotPasswordFormSchema`. */
  onSubmit: (form: ForgotPasswordForm) => void;
}

/**
 * The password part of the reset form as `ForgotPasswordScreen` builds it: `useDomainForm` with
 * `forgotPasswordFormSchema` in a `Form`, and the submit button that shows every message and
 * focuses the first invalid field.
 */
function NewPasswordForm({
  passwordLabel,
  disabled = false,
  defaultValues,
  onSubmit,
}: NewPasswordFormProps) {
  const { t } = useTranslation();
  const form = useDomainForm<ForgotPasswordValues, ForgotPasswordForm>(forgotPasswordFormSchema, {
    ...VERIFIED,
    password: '',
    confirmPassword: '',
    ...defaultValues,
  });
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      busy={disabled}
      actions={
        <Button type="submit" fullWidth loading={disabled}>
          {t('onboarding.forgotPassword.submit')}
        </Button>
      }
    >
      <NewPasswordFields passwordLabel={passwordLabel} disabled={disabled} />
    </Form>
  );
}

/**
 * A new login password and its confirmation, with the strength hint under the first. The stories
 * bind them to a schema form as the reset and registration screens do.
 */
const meta = {
  title: 'Screens/Onboarding/Shared/NewPasswordFields',
  component: NewPasswordForm,
  subcomponents: { NewPasswordFields },
  parameters: { layout: 'padded' },
  args: { passwordLabel: samples.en.newPassword, onSubmit: fn() },
  render: (args, { globals }) => (
    <NewPasswordForm
      {...args}
      passwordLabel={localise(globals, args.passwordLabel) ?? args.passwordLabel}
    />
  ),
} satisfies Meta<typeof NewPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const STRONG = 'Carbon2026';
/** A name that also matches a busy button, whose name adds the spinner's "Loading". */
const including = (label: string) => (name: string) => name.includes(label);

const fields = (
  t: TFunction,
  first:
    | 'onboarding.fields.newPassword'
    | 'onboarding.fields.password' = 'onboarding.fields.newPassword',
) => ({
  password: fieldLabel(t(first)),
  confirmPassword: fieldLabel(t('onboarding.fields.confirmPassword')),
});

/** Empty, as the reset form opens: both required, the rule under the first. */
export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    const label = fields(t);
    const password = canvas.getByLabelText(label.password);
    await expect(password).toBeRequired();
    await expect(password).toHaveAttribute('autocomplete', 'new-password');
    await expect(password).toHaveAccessibleDescription(t('onboarding.hints.password'));
    await expect(canvas.getByLabelText(label.confirmPassword)).toBeRequired();
  },
};

/** In the registration form the first field reads "Password". */
export const RegisterLabel: Story = {
  args: { passwordLabel: samples.en.password },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByLabelText(fields(t, 'onboarding.fields.password').password),
    ).toBeVisible();
  },
};

/** Filled in; the eye button shows what was typed. */
export const Filled: Story = {
  args: { defaultValues: { password: STRONG, confirmPassword: STRONG } },
  play: async ({ canvas, userEvent, globals }) => {
    const t = storyT(globals);
    const password = canvas.getByLabelText(fields(t).password);
    await expect(password).toHaveAttribute('type', 'password');
    const [show] = canvas.getAllByRole('button', { name: t('forms.passwordField.show') });
    if (!show) throw new Error('a show-password button expected');
    await userEvent.click(show);
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue(STRONG);
  },
};

/** Submitting empty: both say they are required and the first is focused. */
export const Required: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const required = containing(storyErrorText(globals)('REQUIRED'));
    const label = fields(t);
    await userEvent.click(
      canvas.getByRole('button', { name: t('onboarding.forgotPassword.submit') }),
    );
    await expect(canvas.getByLabelText(label.password)).toHaveAccessibleDescription(required);
    await expect(canvas.getByLabelText(label.confirmPassword)).toHaveAccessibleDescription(
      required,
    );
    await waitFor(() => expect(canvas.getByLabelText(label.password)).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Submitting a wrong pair: one field shows its catalogue message; nothing is sent. */
const invalid = (
  field: 'password' | 'confirmPassword',
  code: ErrorCode,
  values: { password: string; confirmPassword: string },
): Story => ({
  args: { defaultValues: values },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(
      canvas.getByRole('button', { name: t('onboarding.forgotPassword.submit') }),
    );
    const input = canvas.getByLabelText(fields(t)[field]);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(containing(storyErrorText(globals)(code)));
    await expect(canvasElement.querySelectorAll('[aria-invalid="true"]')).toHaveLength(1);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

export const PasswordWeak = invalid('password', 'LOGIN_PASSWORD_WEAK', {
  password: 'carbon2026',
  confirmPassword: 'carbon2026',
});
export const PasswordTooLong = invalid('password', 'PASSWORD_TOO_LONG', {
  password: `Aa1${'x'.repeat(126)}`,
  confirmPassword: `Aa1${'x'.repeat(126)}`,
});
export const ConfirmationMissing = invalid('confirmPassword', 'REQUIRED', {
  password: STRONG,
  confirmPassword: '',
});
export const PasswordsDoNotMatch = invalid('confirmPassword', 'PASSWORDS_DO_NOT_MATCH', {
  password: STRONG,
  confirmPassword: 'Carbon2025',
});

/** After a submit the messages follow every edit: fixing the confirmation clears its message. */
export const FixingClearsMessage: Story = {
  args: { defaultValues: { password: STRONG, confirmPassword: 'Carbon2025' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const submit = canvas.getByRole('button', { name: t('onboarding.forgotPassword.submit') });
    await userEvent.click(submit);
    const confirm = canvas.getByLabelText(fields(t).confirmPassword);
    await expect(confirm).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, STRONG);
    await expect(confirm).not.toHaveAttribute('aria-invalid');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** While the reset request runs, neither field can be edited. */
export const Disabled: Story = {
  args: { disabled: true, defaultValues: { password: STRONG, confirmPassword: STRONG } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const label = fields(t);
    await expect(canvas.getByLabelText(label.password)).toBeDisabled();
    await expect(canvas.getByLabelText(label.confirmPassword)).toBeDisabled();
    await userEvent.click(
      canvas.getByRole('button', { name: including(t('onboarding.forgotPassword.submit')) }),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typing a strong password twice and submitting sends it with the rest of the form. */
export const Submits: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const label = fields(t);
    await userEvent.type(canvas.getByLabelText(label.password), STRONG);
    await userEvent.type(canvas.getByLabelText(label.confirmPassword), STRONG);
    await userEvent.click(
      canvas.getByRole('button', { name: t('onboarding.forgotPassword.submit') }),
    );
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...VERIFIED,
      password: STRONG,
      confirmPassword: STRONG,
    });
  },
};

export const DarkTheme: Story = { globals: { theme: 'dark' } };
