import { useTranslation } from 'react-i18next';
import { loginFormSchema } from '@carbonmarket/domain/contract';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import type { LoginForm } from '@carbonmarket/domain/contract';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Button } from '../../../components/Button/Button';
import { Divider } from '../../../components/Divider/Divider';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import type { Locale } from '../../../i18n/locale';
import { Form } from '../../../forms/Form';
import { useDomainForm } from '../../../forms/useDomainForm';
import { FormTextField } from '../../../forms/FormTextField';
import { FormPasswordField } from '../../../forms/FormPasswordField';
import { FormTermsAgreement } from '../../../forms/FormCheckbox';
import { FormSegmentedControl } from '../../../forms/FormSegmentedControl';
import type { FieldErrors } from '../../../forms/serverErrors';
import { useVisitorTypeOptions } from '../shared/VisitorTypeControl';
import type { MemberVisitorType } from '../shared/VisitorTypeControl';
import { PromptLink } from '../shared/PromptLink';
import type { ScreenLinks } from '../../../links/screenLinks';

/** What the login form holds while it is being filled in. */
export interface LoginValues {
  visitorType: MemberVisitorType;
  email: string;
  password: string;
  agreed: boolean;
}

const EMPTY: LoginValues = { visitorType: 'personal', email: '', password: '', agreed: false };

/** The places LoginScreen links to. */
export type LoginScreenLinks = Pick<
  ScreenLinks,
  'register' | 'forgotPassword' | 'terms' | 'privacy'
>;

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
  /** The refusal's codes per field (`ApiError.fields`), each shown on its field. */
  fieldErrors?: FieldErrors;
  /** Initial input, e.g. the email just registered. */
  defaultValues?: Partial<LoginValues>;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: LoginScreenLinks;
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
  fieldErrors,
  defaultValues,
  links,
  onBack,
  locale,
  onLocaleChange,
}: LoginScreenProps) {
  const { t } = useTranslation();
  const form = useDomainForm<LoginValues, LoginForm>(loginFormSchema, {
    ...EMPTY,
    ...defaultValues,
  });
  const visitorTypes = useVisitorTypeOptions();
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
      <Form
        form={form}
        onSubmit={onSubmit}
        busy={busy}
        error={error}
        errorParams={errorParams}
        fieldErrors={fieldErrors}
        title={t('onboarding.login.heading')}
        description={t('onboarding.login.description')}
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
              href={links.register}
            />
          </>
        }
      >
        <FormSegmentedControl
          control={form.control}
          name="visitorType"
          label={t('forms.visitorType.label')}
          options={visitorTypes}
          disabled={busy}
        />
        <FormTextField
          control={form.control}
          name="email"
          label={t('onboarding.fields.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={busy}
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('onboarding.fields.password')}
          autoComplete="current-password"
          required
          disabled={busy}
        />
        <PromptLink
          label={t('onboarding.login.forgotPassword')}
          href={links.forgotPassword}
          align="end"
        />
        <FormTermsAgreement
          control={form.control}
          name="agreed"
          termsHref={links.terms}
          privacyHref={links.privacy}
          disabled={busy}
        />
      </Form>
    </Page>
  );
}
