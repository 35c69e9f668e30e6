import { useTranslation } from 'react-i18next';
import { registerFormSchema } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, RegisterForm } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { FormLayout } from '../../../components/FormLayout/FormLayout';
import { TextField } from '../../../components/TextField/TextField';
import { TermsAgreement } from '../../../components/Checkbox/TermsAgreement';
import { Button } from '../../../components/Button/Button';
import type { CodeSendStatus } from '../../../components/CodeField/CodeField';
import { useErrorText } from '../../../i18n/useErrorText';
import { confirmationRequired, useSchemaForm } from '../shared/useSchemaForm';
import type { BoundTextField } from '../shared/useSchemaForm';
import { VisitorTypeControl } from '../shared/VisitorTypeControl';
import type { MemberVisitorType } from '../shared/VisitorTypeControl';
import { PromptLink } from '../shared/PromptLink';
import { FieldGroup } from '../shared/FieldGroup';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { EmailCodeFields, useSendCode } from '../shared/EmailCodeFields';

/** What the registration form holds while it is being filled in. */
export interface RegisterValues {
  visitorType: MemberVisitorType;
  /** Corporate only. */
  companyName: string;
  /** Corporate only. */
  uen: string;
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  icNumber: string;
  mobile: string;
  invitationCode: string;
  agreed: boolean;
}

const EMPTY: RegisterValues = {
  visitorType: 'personal',
  companyName: '',
  uen: '',
  email: '',
  code: '',
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  icNumber: '',
  mobile: '',
  invitationCode: '',
  agreed: false,
};

/** Longest first and last name the schema accepts. */
const NAME_MAX_LENGTH = 60;

/** Server codes that belong to one field; every other code shows in the banner. */
const SERVER_ERROR_FIELDS = {
  EMAIL_EXISTS: 'email',
  CODE_INVALID: 'code',
  CODE_ATTEMPTS_EXCEEDED: 'code',
  CODE_NOT_EXPIRED: 'code',
  INVITATION_CODE_INVALID: 'invitationCode',
} as const satisfies Partial<Record<ErrorCode, keyof RegisterValues>>;

/** IC numbers, UENs and invitation codes are capitals: type them in any case. */
const upperCase = (field: BoundTextField): BoundTextField => ({
  ...field,
  onChange: (value) => field.onChange(value.toUpperCase()),
});

export interface RegisterScreenProps {
  /** Called with the validated form when every field passes `registerFormSchema`. */
  onSubmit: (form: RegisterForm) => void;
  /** Asks for a verification code for this (valid, trimmed) email. */
  onSendCode: (email: string) => void;
  /** `sending` while the code request runs. @default 'idle' */
  codeSendStatus?: CodeSendStatus;
  /** The current time, for the resend countdown; the app passes a fresh one every second. */
  now: Date;
  /** When a new code may be requested; set once a code was sent. */
  resendAvailableAt?: Date;
  /** The address the last code went to, for the hint under the code field. */
  codeSentTo?: string;
  /** The registration request is under way: the button is busy and the fields disabled. @default false */
  submitting?: boolean;
  /**
   * Why the last request (sending a code or registering) failed. `EMAIL_EXISTS`, `CODE_INVALID`,
   * `CODE_NOT_EXPIRED` and `INVITATION_CODE_INVALID` show on their field until it is edited;
   * others (`REGISTRATION_RESTRICTED`, `BULK_REGISTRATION_PROHIBITED`, `NETWORK_ERROR`...) in a banner.
   */
  error?: ErrorCode;
  /** Values for the placeholders of `error`. */
  errorParams?: ErrorParams;
  /** The operator requires an invitation code (`registration.invitationRequired`). @default false */
  invitationRequired?: boolean;
  /** Initial input, e.g. an invitation code from a shared link. */
  defaultValues?: Partial<RegisterValues>;
  /** Where "Log in" leads. */
  loginHref: string;
  /** Where the Terms of Service link leads. */
  termsHref: string;
  /** Where the Privacy Policy link leads. */
  privacyHref: string;
  /** Shows a back button that calls this. */
  onBack?: () => void;
}

/**
 * Registration of a personal or corporate member (corporate adds company name and UEN): email
 * confirmed with a code, names, IC number, mobile, password and confirmation, an optional
 * invitation code and the terms. Validates with `registerFormSchema`.
 */
export function RegisterScreen({
  onSubmit,
  onSendCode,
  codeSendStatus = 'idle',
  now,
  resendAvailableAt,
  codeSentTo,
  submitting = false,
  error,
  errorParams,
  invitationRequired = false,
  defaultValues,
  loginHref,
  termsHref,
  privacyHref,
  onBack,
}: RegisterScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useSchemaForm(
    registerFormSchema,
    { ...EMPTY, ...defaultValues },
    {
      serverError: error,
      serverErrorFields: SERVER_ERROR_FIELDS,
      check: (values) => ({
        ...confirmationRequired(values),
        ...(invitationRequired && values.invitationCode.trim() === ''
          ? { invitationCode: 'REQUIRED' as const }
          : {}),
      }),
    },
  );
  const corporate = form.values.visitorType === 'corporate';

  const sendCode = useSendCode(form, onSendCode);

  return (
    <Page
      background="surface"
      navBar={<NavBar title={t('onboarding.register.title')} onBack={onBack} />}
    >
      <FormLayout
        id={form.formId}
        title={t('onboarding.register.heading')}
        description={t('onboarding.register.description')}
        error={
          form.bannerError === undefined ? undefined : errorText(form.bannerError, errorParams)
        }
        onSubmit={() => {
          if (!submitting) form.submit(onSubmit);
        }}
        actions={
          <>
            <Button type="submit" fullWidth loading={submitting}>
              {t('onboarding.register.submit')}
            </Button>
            <PromptLink
              prompt={t('onboarding.register.haveAccount')}
              label={t('onboarding.register.login')}
              href={loginHref}
            />
          </>
        }
      >
        <VisitorTypeControl
          label={t('onboarding.visitorType.label')}
          value={form.values.visitorType}
          onChange={(value) => form.setValue('visitorType', value)}
          disabled={submitting}
        />
        {corporate ? (
          <FieldGroup legend={t('onboarding.register.companySection')}>
            <TextField
              label={t('onboarding.fields.companyName')}
              autoComplete="organization"
              required
              disabled={submitting}
              {...form.text('companyName')}
            />
            <TextField
              label={t('onboarding.fields.uen')}
              hint={t('onboarding.hints.uen')}
              autoCapitalize="characters"
              spellCheck={false}
              required
              disabled={submitting}
              {...upperCase(form.text('uen', 10))}
            />
          </FieldGroup>
        ) : null}
        <FieldGroup legend={t('onboarding.register.accountSection')}>
          <EmailCodeFields
            email={form.text('email')}
            code={form.text('code')}
            onSendCode={sendCode}
            sendStatus={codeSendStatus}
            now={now}
            resendAvailableAt={resendAvailableAt}
            codeSentTo={codeSentTo}
            disabled={submitting}
          />
          <NewPasswordFields
            password={form.text('password')}
            confirmPassword={form.text('confirmPassword')}
            passwordLabel={t('onboarding.fields.password')}
            disabled={submitting}
          />
        </FieldGroup>
        <FieldGroup legend={t('onboarding.register.personSection')}>
          <TextField
            label={t('onboarding.fields.firstName')}
            autoComplete="given-name"
            required
            disabled={submitting}
            {...form.text('firstName', NAME_MAX_LENGTH)}
          />
          <TextField
            label={t('onboarding.fields.lastName')}
            autoComplete="family-name"
            required
            disabled={submitting}
            {...form.text('lastName', NAME_MAX_LENGTH)}
          />
          <TextField
            label={t('onboarding.fields.icNumber')}
            hint={t('onboarding.hints.icNumber')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            required
            disabled={submitting}
            {...upperCase(form.text('icNumber', 9))}
          />
          <TextField
            label={t('onboarding.fields.mobile')}
            hint={t('onboarding.hints.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            disabled={submitting}
            {...form.text('mobile', 8)}
          />
          <TextField
            label={
              invitationRequired
                ? t('onboarding.fields.invitationCode')
                : t('onboarding.fields.invitationCodeOptional')
            }
            hint={t('onboarding.hints.invitationCode')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            required={invitationRequired}
            disabled={submitting}
            {...upperCase(form.text('invitationCode', 8))}
          />
        </FieldGroup>
        <TermsAgreement
          termsHref={termsHref}
          privacyHref={privacyHref}
          checked={form.values.agreed}
          onChange={(checked) => form.setValue('agreed', checked)}
          error={form.errorOf('agreed') !== undefined}
          disabled={submitting}
        />
      </FormLayout>
    </Page>
  );
}
