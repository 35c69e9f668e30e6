import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { LoginScreen } from './LoginScreen';
import { fieldLabel, storyErrorText, storyT } from '../../../testing/storyI18n';
import { screenLinks, storyLinks } from '../../../fixtures/links';

const EMAIL = 'mei.lin@example.com';
const PASSWORD = 'Carbon2026';

const filled = { email: EMAIL, password: PASSWORD, agreed: true } as const;

const meta = {
  title: 'Screens/Onboarding/Login',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    onSubmit: fn(),
    onContinueAsGuest: fn(),
    onBack: fn(),
    links: screenLinks,
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A name that also matches a busy button, whose name adds the spinner's "Loading". */
const including = (label: string) => (name: string) => name.includes(label);

/** Nothing typed yet; personal is preselected. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('heading', { level: 1, name: t('onboarding.login.title') }),
    ).toBeVisible();
    await expect(canvas.getByRole('form', { name: t('onboarding.login.heading') })).toBeVisible();
    await expect(
      canvas.getByRole('radio', { name: t('forms.visitorType.personal') }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(
      canvas.getByRole('link', { name: t('onboarding.login.register') }),
    ).toHaveAttribute('href', storyLinks.register);
    await expect(
      canvas.getByRole('link', { name: t('onboarding.login.forgotPassword') }),
    ).toHaveAttribute('href', storyLinks.forgotPassword);
  },
};

/** Email and password filled in, terms agreed: ready to submit. */
export const Filled: Story = { args: { defaultValues: filled } };

/** The visitor types, agrees and submits: `onSubmit` gets the validated form once. */
export const SubmitsPersonal: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('onboarding.fields.email') }),
      EMAIL,
    );
    await userEvent.type(
      canvas.getByLabelText(fieldLabel(t('onboarding.fields.password'))),
      PASSWORD,
    );
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      visitorType: 'personal',
      email: EMAIL,
      password: PASSWORD,
      agreed: true,
    });
  },
};

/** Switching to corporate is part of what is submitted. */
export const SubmitsCorporate: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const corporate = canvas.getByRole('radio', { name: t('forms.visitorType.corporate') });
    await userEvent.click(corporate);
    await expect(corporate).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      visitorType: 'corporate',
      email: EMAIL,
      password: PASSWORD,
      agreed: true,
    });
  },
};

/** Submitting empty: every field says it is required, the first is focused, nothing is sent. */
export const RequiredFields: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const message = storyErrorText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const email = canvas.getByRole('textbox', { name: t('onboarding.fields.email') });
    await expect(email).toHaveAccessibleDescription(message('REQUIRED'));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(
      canvas.getByLabelText(fieldLabel(t('onboarding.fields.password'))),
    ).toHaveAccessibleDescription(message('REQUIRED'));
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      t('forms.termsAgreement.error'),
    );
  },
};

/** A malformed email is refused with the catalogue's EMAIL_INVALID; fixing it clears the message. */
export const InvalidEmail: Story = {
  args: { defaultValues: { ...filled, email: 'mei.lin@example' } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const message = storyErrorText(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    const email = canvas.getByRole('textbox', { name: t('onboarding.fields.email') });
    await expect(email).toHaveAccessibleDescription(message('EMAIL_INVALID'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(email, '.com');
    await expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await expect(email).toHaveAccessibleDescription(message('EMAIL_INVALID'));
  },
};

/** Every field filled but the terms not agreed. */
export const TermsNotAgreed: Story = {
  args: { defaultValues: { ...filled, agreed: false } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      t('forms.termsAgreement.error'),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A password longer than 128 characters is refused, never cut. */
export const PasswordTooLong: Story = {
  args: { defaultValues: { ...filled, password: `Aa1${'x'.repeat(126)}` } },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    await userEvent.click(canvas.getByRole('button', { name: t('onboarding.login.submit') }));
    await expect(
      canvas.getByLabelText(fieldLabel(t('onboarding.fields.password'))),
    ).toHaveAccessibleDescription(storyErrorText(globals)('PASSWORD_TOO_LONG'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's answers, each in the banner that is announced when it appears. */
const serverError = (code: ErrorCode, errorParams?: ErrorParams): Story => ({
  args: { defaultValues: filled, error: code, errorParams },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      storyErrorText(globals)(code, errorParams),
    );
  },
});

export const CredentialsIncorrect = serverError('LOGIN_CREDENTIALS_INCORRECT');
export const AttemptsLeft = serverError('LOGIN_PASSWORD_ATTEMPTS_LEFT', { times: 2 });
export const AttemptsExceeded = serverError('LOGIN_ATTEMPTS_EXCEEDED');
export const AccountLocked = serverError('ACCOUNT_LOCKED');
export const AccountNotFound = serverError('ACCOUNT_NOT_FOUND_OR_DISABLED');
export const NetworkError = serverError('NETWORK_ERROR');

/** While the request runs: the button is busy, the fields and the guest button are disabled. */
export const Submitting: Story = {
  args: { defaultValues: filled, submitting: true },
  play: async ({ canvas, userEvent, args, globals }) => {
    const t = storyT(globals);
    const submit = canvas.getByRole('button', { name: including(t('onboarding.login.submit')) });
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('textbox', { name: t('onboarding.fields.email') }),
    ).toBeDisabled();
    await expect(canvas.getByLabelText(fieldLabel(t('onboarding.fields.password')))).toBeDisabled();
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('onboarding.login.guest') })).toBeDisabled();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** One tap opens a guest session; no credentials or terms needed. */
export const ContinueAsGuest: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('onboarding.login.guest') }),
    );
    await expect(args.onContinueAsGuest).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The guest session is being opened. */
export const GuestPending: Story = {
  args: { guestPending: true },
  play: async ({ canvas, globals }) => {
    const t = storyT(globals);
    await expect(
      canvas.getByRole('button', { name: including(t('onboarding.login.guest')) }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: t('onboarding.login.submit') })).toBeDisabled();
  },
};

/** The language switch in the bar, when the app passes the locale. */
export const WithLanguageSwitch: Story = {
  args: { locale: 'en', onLocaleChange: fn() },
  play: async ({ canvas, canvasElement, userEvent, args, globals }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: storyT(globals)('screens.languageSwitch.label') }),
    );
    await userEvent.click(
      await within(canvasElement.ownerDocument.body).findByRole('button', { name: '中文' }),
    );
    await expect(args.onLocaleChange).toHaveBeenCalledWith('cn');
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark' },
  args: { defaultValues: filled, error: 'LOGIN_CREDENTIALS_INCORRECT' },
};
