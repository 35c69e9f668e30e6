import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { FormLayout } from './FormLayout';
import type { FormLayoutProps } from './FormLayout';
import { TextField } from '../TextField/TextField';
import { PasswordField } from '../PasswordField/PasswordField';
import { TermsAgreement } from '../Checkbox/TermsAgreement';
import { Button } from '../Button/Button';
import { storyT } from '../../testing/storyI18n';

interface LoginErrors {
  email?: string;
  password?: string;
  terms?: boolean;
}

/**
 * A login form as a screen would build it: it validates on submit, shows the messages, and calls
 * `onSubmit` only when everything is filled in and the terms are agreed.
 */
function LoginLikeForm({
  onSubmit,
  initialErrors = {},
  ...props
}: FormLayoutProps & { initialErrors?: LoginErrors }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>(initialErrors);

  const submit = () => {
    const next: LoginErrors = {
      email: email.trim() === '' ? 'Enter your email' : undefined,
      password: password === '' ? 'Enter your password' : undefined,
      terms: !agreed,
    };
    setErrors(next);
    if (!next.email && !next.password && !next.terms) onSubmit?.();
  };

  return (
    <FormLayout
      {...props}
      onSubmit={submit}
      actions={
        <>
          <Button type="submit">{t('common.submit')}</Button>
          <Button variant="plain">Forgot password?</Button>
        </>
      }
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={setEmail}
        error={errors.email}
      />
      <PasswordField
        label="Password"
        value={password}
        onChange={setPassword}
        error={errors.password}
      />
      <TermsAgreement
        termsHref="/pages/other/protocol"
        privacyHref="/pages/other/privacy"
        checked={agreed}
        onChange={setAgreed}
        error={errors.terms === true}
      />
    </FormLayout>
  );
}

const meta = {
  title: 'Components/FormLayout',
  component: FormLayout,
  parameters: { layout: 'padded' },
  args: {
    title: 'Log in',
    description: 'Buy and sell verified carbon credits, priced per ton in SGD.',
    onSubmit: fn(),
  },
  render: (args) => <LoginLikeForm {...args} />,
} satisfies Meta<typeof FormLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fill in, agree, submit: `onSubmit` is called once and the page does not reload. */
export const LoginLike: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await expect(canvas.getByRole('form', { name: 'Log in' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'mei.lin@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Carbon2026');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.queryByText(t('forms.termsAgreement.error'))).toBeNull();
  },
};

/** Enter in the last field submits the form, as on a phone keyboard's "Go" key. */
export const SubmitsWithEnter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'mei.lin@example.com');
    await userEvent.type(canvas.getByLabelText('Password'), 'Carbon2026{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Submitting empty shows every field's message and does not call `onSubmit`. */
export const ValidationFailure: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('common.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter your email');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Enter your password',
    );
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      t('forms.termsAgreement.error'),
    );
  },
};

/** Field errors together with a form-level error from the server. */
export const FieldErrors: Story = {
  args: { error: 'Email or password incorrect. 2 attempts left before the account is locked.' },
  render: (args) => (
    <LoginLikeForm
      {...args}
      initialErrors={{ email: 'Enter your email', password: 'Enter your password', terms: true }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Email or password incorrect. 2 attempts left before the account is locked.',
    );
  },
};

export const WithoutTitle: Story = { args: { title: undefined, description: undefined } };

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { error: 'Login session expired. Log in again.' },
  render: (args) => <LoginLikeForm {...args} initialErrors={{ password: 'Enter your password' }} />,
};
