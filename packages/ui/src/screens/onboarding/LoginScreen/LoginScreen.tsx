import { useTranslation } from 'react-i18next';
import { loginFormSchema } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, LoginForm } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { FormLayout } from '../../../components/FormLayout/FormLayout';
import { TextField } from '../../../components/TextField/TextField';
import { PasswordField } from '../../../components/PasswordField/PasswordField';
import { TermsAgreement } from '../../../components/Checkbox/TermsAgreement';
import { Button } from '../../../components/Button/Button';
import { Divider } from '../../../components/Divider/Divider';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import type { Locale } from '../../../i18n/locale';
import { useErrorText } from '../../../i18n/useErrorText';
import { useSchemaForm } from '../shared/useSchemaForm';
import { VisitorTypeControl } from '../shared/VisitorTypeControl';
import type { MemberVisitorType } from '../shared/VisitorTypeControl';
import { PromptLink } from '../shared/PromptLink';

/** What the login form holds while it is being filled in. */
export interface LoginValues {
  visitorType: MemberVisitorType;
  email: string;
  password: string;
  agreed: boolean;
}

const EMPTY: LoginValues = { visitorType: 'personal', email: '', password: '', agreed: false };

export interface LoginScreenProps {
  /** Called with the validated form (email trimmed) when every field passes `loginFormSchema`. */
  onSubmit: (form: LoginForm) => void;
  /** Starts a guest session (one tap, no credentials). */
  onContinueAsGuest: () => void;
  /** A login request is under way: the button shows busy and the fields are disabled. @default false */
  submitting?: boolean;
  /** A guest session is being opened: the guest button shows busy. @default false */
  guestPending?: boolean;
  /**
   * Why the last request failed, as a catalogue code (`LOGIN_CREDENTIALS_INCORRECT`,
   * `LOGIN_PASSWORD_ATTEMPTS_LEFT`, `LOGIN_ATTEMPTS_EXCEEDED`, `ACCOUNT_LOCKED`, `NETWORK_ERROR`...);
   * shown in a banner above the fields and announced.
   */
  error?: ErrorCode;
  /** Values for the placeholders of `error`, such as `{ times: 2 }`. */
  errorParams?: ErrorParams;
  /** Initial input, e.g. the email just registered. */
  defaultValues?: Partial<LoginValues>;
  /** Where "Create an account" leads. */
  registerHref: string;
  /** Where "Forgot password?" leads. */
  forgotPasswordHref: string;
  /** Where the Terms of Service link leads. */
  termsHref: string;
  /** Where the Privacy Policy link leads. */
  privacyHref: string;
  /** Shows a back button that calls this. */
  onBack?: () => void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  /** Called with the language picked in the switch. */
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * Log in as a personal or corporate member with email and password, after agreeing to the terms;
 * or continue as a guest. Validates with the domain's `loginFormSchema` and shows every message
 * from the error catalogue.
 */
export function LoginScreen({
  onSubmit,
  onContinueAsGuest,
  submitting = false,
  guestPending = false,
  error,
  errorParams,
  defaultValues,
  registerHref,
  forgotPasswordHref,
  termsHref,
  privacyHref,
  onBack,
  locale,
  onLocaleChange,
}: LoginScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useSchemaForm(
    loginFormSchema,
    { ...EMPTY, ...defaultValues },
    { serverError: error },
  );
  const busy = submitting || guestPending;

  return (
    <Page
      background="surface"
      navBar={
        <NavBar
          title={t('onboarding.login.title')}
          onBack={onBack}
          right={
            locale !== undefined && onLocaleChange !== undefined ? (
              <LanguageSwitch value={locale} onChange={onLocaleChange} />
            ) : undefined
          }
        />
      }
    >
      <FormLayout
        id={form.formId}
        title={t('onboarding.login.heading')}
        description={t('onboarding.login.description')}
        error={
          form.bannerError === undefined ? undefined : errorText(form.bannerError, errorParams)
        }
        onSubmit={() => {
          if (!busy) form.submit(onSubmit);
        }}
        actions={
          <>
            <Button type="submit" fullWidth loading={submitting} disabled={guestPending}>
              {t('onboarding.login.submit')}
            </Button>
            <Divider label={t('onboarding.login.or')} />
            <Button
              variant="secondary"
              fullWidth
              loading={guestPending}
              disabled={submitting}
              onClick={onContinueAsGuest}
            >
              {t('onboarding.login.guest')}
            </Button>
            <PromptLink
              prompt={t('onboarding.login.noAccount')}
              label={t('onboarding.login.register')}
              href={registerHref}
            />
          </>
        }
      >
        <VisitorTypeControl
          label={t('forms.visitorType.label')}
          value={form.values.visitorType}
          onChange={(value) => form.setValue('visitorType', value)}
          disabled={busy}
        />
        <TextField
          label={t('onboarding.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={busy}
          {...form.text('email')}
        />
        <PasswordField
          label={t('onboarding.fields.password')}
          autoComplete="current-password"
          required
          disabled={busy}
          {...form.text('password')}
        />
        <PromptLink
          label={t('onboarding.login.forgotPassword')}
          href={forgotPasswordHref}
          align="end"
        />
        <TermsAgreement
          termsHref={termsHref}
          privacyHref={privacyHref}
          checked={form.values.agreed}
          onChange={(checked) => form.setValue('agreed', checked)}
          error={form.errorOf('agreed') !== undefined}
          disabled={busy}
        />
      </FormLayout>
    </Page>
  );
}
