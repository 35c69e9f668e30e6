import { useTranslation } from 'react-i18next';
import { useMemo } from 'react';
import {
  IC_NUMBER_LENGTH,
  INVITATION_CODE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_DIGITS,
  UEN_MAX_LENGTH,
} from '@carbonmarket/domain';
import { registerFormSchemaFor } from '@carbonmarket/domain/contract';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import type { RegisterForm } from '@carbonmarket/domain/contract';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Button } from '../../../components/Button/Button';
import type { CodeSendStatus } from '../../../components/CodeField/CodeField';
import { Form } from '../../../forms/Form';
import { useDomainForm } from '../../../forms/useDomainForm';
import { FormTextField } from '../../../forms/FormTextField';
import { FormTermsAgreement } from '../../../forms/FormCheckbox';
import { FormSegmentedControl } from '../../../forms/FormSegmentedControl';
import type { FieldErrors } from '../../../forms/serverErrors';
import { useVisitorTypeOptions } from '../shared/VisitorTypeControl';
import type { MemberVisitorType } from '../shared/VisitorTypeControl';
import { PromptLink } from '../shared/PromptLink';
import { FieldGroup } from './parts/FieldGroup';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { EmailCodeFields } from '../shared/EmailCodeFields';
import type { ScreenLinks } from '../../../links/screenLinks';

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

/** The places RegisterScreen links to. */
export type RegisterScreenLinks = Pick<ScreenLinks, 'login' | 'terms' | 'privacy'>;

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
  /** The refusal's codes per field (`ApiError.fields`), each shown on its field until it is edited. */
  fieldErrors?: FieldErrors;
  /** The operator requires an invitation code (`registration.invitationRequired`). @default false */
  invitationRequired?: boolean;
  /** Initial input, e.g. an invitation code from a shared link. */
  defaultValues?: Partial<RegisterValues>;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: RegisterScreenLinks;
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
  fieldErrors,
  invitationRequired = false,
  defaultValues,
  links,
  onBack,
}: RegisterScreenProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => registerFormSchemaFor({ invitationRequired }), [invitationRequired]);
  const form = useDomainForm<RegisterValues, RegisterForm>(schema, { ...EMPTY, ...defaultValues });
  const visitorTypes = useVisitorTypeOptions();
  const corporate = form.watch('visitorType') === 'corporate';

  return (
    <Page
      background="surface"
      navBar={<NavBar title={t('onboarding.register.title')} onBack={onBack} />}
    >
      <Form
        form={form}
        onSubmit={onSubmit}
        busy={submitting}
        error={error}
        errorParams={errorParams}
        fieldErrors={fieldErrors}
        title={t('onboarding.register.heading')}
        description={t('onboarding.register.description')}
        actions={
          <>
            <Button type="submit" fullWidth loading={submitting}>
              {t('onboarding.register.submit')}
            </Button>
            <PromptLink
              prompt={t('onboarding.register.haveAccount')}
              label={t('onboarding.register.login')}
              href={links.login}
            />
          </>
        }
      >
        <FormSegmentedControl
          control={form.control}
          name="visitorType"
          label={t('onboarding.visitorType.label')}
          options={visitorTypes}
          disabled={submitting}
        />
        {corporate ? (
          <FieldGroup legend={t('onboarding.register.companySection')}>
            <FormTextField
              control={form.control}
              name="companyName"
              label={t('onboarding.fields.companyName')}
              autoComplete="organization"
              required
              disabled={submitting}
            />
            <FormTextField
              control={form.control}
              name="uen"
              maxLength={UEN_MAX_LENGTH}
              upperCase
              label={t('onboarding.fields.uen')}
              hint={t('onboarding.hints.uen')}
              autoCapitalize="characters"
              spellCheck={false}
              required
              disabled={submitting}
            />
          </FieldGroup>
        ) : null}
        <FieldGroup legend={t('onboarding.register.accountSection')}>
          <EmailCodeFields
            onSendCode={onSendCode}
            sendStatus={codeSendStatus}
            now={now}
            resendAvailableAt={resendAvailableAt}
            codeSentTo={codeSentTo}
            disabled={submitting}
          />
          <NewPasswordFields
            passwordLabel={t('onboarding.fields.password')}
            disabled={submitting}
          />
        </FieldGroup>
        <FieldGroup legend={t('onboarding.register.personSection')}>
          <FormTextField
            control={form.control}
            name="firstName"
            maxLength={NAME_MAX_LENGTH}
            label={t('onboarding.fields.firstName')}
            autoComplete="given-name"
            required
            disabled={submitting}
          />
          <FormTextField
            control={form.control}
            name="lastName"
            maxLength={NAME_MAX_LENGTH}
            label={t('onboarding.fields.lastName')}
            autoComplete="family-name"
            required
            disabled={submitting}
          />
          <FormTextField
            control={form.control}
            name="icNumber"
            maxLength={IC_NUMBER_LENGTH}
            upperCase
            label={t('onboarding.fields.icNumber')}
            hint={t('onboarding.hints.icNumber')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            required
            disabled={submitting}
          />
          <FormTextField
            control={form.control}
            name="mobile"
            maxLength={PHONE_DIGITS}
            label={t('onboarding.fields.mobile')}
            hint={t('onboarding.hints.mobile')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            disabled={submitting}
          />
          <FormTextField
            control={form.control}
            name="invitationCode"
            maxLength={INVITATION_CODE_MAX_LENGTH}
            upperCase
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
          />
        </FieldGroup>
        <FormTermsAgreement
          control={form.control}
          name="agreed"
          termsHref={links.terms}
          privacyHref={links.privacy}
          disabled={submitting}
        />
      </Form>
    </Page>
  );
}
