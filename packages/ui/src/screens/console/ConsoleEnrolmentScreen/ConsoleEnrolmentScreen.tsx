import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { operatorEnrolmentFormSchema } from '@carbonmarket/domain/contract';
import type { OperatorEnrolmentForm, OperatorRole } from '@carbonmarket/domain/contract';
import { Page } from '../../../components/Page/Page';
import { Button } from '../../../components/Button/Button';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ConsoleNavBar } from '../shared/ConsoleNavBar';
import { Spinner } from '../../../components/Spinner/Spinner';
import type { Locale } from '../../../i18n/locale';
import { formatDateTime } from '../../../i18n/formatDate';
import { useLocale } from '../../../i18n/useLocale';
import { useErrorText } from '../../../i18n/useErrorText';
import { Form } from '../../../forms/Form';
import { useDomainForm } from '../../../forms/useDomainForm';
import { FormTextField } from '../../../forms/FormTextField';
import { FormPasswordField } from '../../../forms/FormPasswordField';
import type { FieldErrors } from '../../../forms/serverErrors';
import { EnrolmentAuthenticator } from './EnrolmentAuthenticator';
import { RecoveryCodes } from './RecoveryCodes';

/** What an enrolment link opens, as `admin.enrolment` answers it. */
export interface Enrolment {
  name: string;
  email: string;
  role: OperatorRole;
  /** The authenticator key, base32. */
  secret: string;
  /** Its QR code's modules, row by row. */
  qrRows: readonly string[];
  expiresAt: Date;
}

/** What the form holds while it is being filled in. */
export interface ConsoleEnrolmentValues {
  password: string;
  confirmPassword: string;
  code: string;
}

const EMPTY: ConsoleEnrolmentValues = { password: '', confirmPassword: '', code: '' };

export interface ConsoleEnrolmentScreenProps {
  /** The invitation; undefined while it loads. */
  enrolment?: Enrolment;
  /** The link cannot be used (`ENROLMENT_LINK_INVALID`, `NETWORK_ERROR`…): said in place of the form. */
  loadError?: ErrorCode;
  /** Reads the link again, after a failure that may pass (the network). */
  onRetry?: () => void;
  /** Called with the validated form: the password twice and the app's current code. */
  onSubmit: (form: OperatorEnrolmentForm) => void;
  /** The set-up is being sent. @default false */
  submitting?: boolean;
  /** Why the set-up was refused: `CODE_INVALID` (the app has another key, or its clock is off)… */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
  /** The set-up is done: the recovery codes, shown once, in place of everything else. */
  recoveryCodes?: readonly string[];
  /** The operator has saved the recovery codes: go on to the console. */
  onRecoveryCodesSaved: () => void;
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * An invited member of the staff sets up their console access from the link an admin sent: adds
 * the key to their authenticator app (QR code or text), chooses a password, and types the app's
 * current code, which proves the app holds the key. They then see their ten recovery codes, once.
 */
export function ConsoleEnrolmentScreen({
  enrolment,
  loadError,
  onRetry,
  onSubmit,
  submitting = false,
  error,
  errorParams,
  fieldErrors,
  recoveryCodes,
  onRecoveryCodesSaved,
  locale,
  onLocaleChange,
}: ConsoleEnrolmentScreenProps) {
  const { t } = useTranslation();
  const shownLocale = useLocale();
  const errorText = useErrorText();
  const form = useDomainForm<ConsoleEnrolmentValues, OperatorEnrolmentForm>(
    operatorEnrolmentFormSchema,
    EMPTY,
  );
  const navBar = <ConsoleNavBar locale={locale} onLocaleChange={onLocaleChange} />;

  if (recoveryCodes)
    return (
      <Page background="surface" navBar={navBar}>
        <RecoveryCodes codes={recoveryCodes} onDone={onRecoveryCodesSaved} />
      </Page>
    );
  if (loadError)
    return (
      <Page background="surface" navBar={navBar}>
        <ErrorState
          title={t('console.enrolment.invalidTitle')}
          message={errorText(loadError)}
          {...(loadError === 'ENROLMENT_LINK_INVALID' || !onRetry ? {} : { onRetry })}
        />
      </Page>
    );
  if (!enrolment)
    return (
      <Page background="surface" navBar={navBar}>
        <Spinner size={32} />
      </Page>
    );
  return (
    <Page background="surface" navBar={navBar}>
      <Form
        form={form}
        onSubmit={onSubmit}
        busy={submitting}
        error={error}
        errorParams={errorParams}
        fieldErrors={fieldErrors}
        title={t('console.enrolment.heading')}
        description={`${t('console.enrolment.invited', {
          name: enrolment.name,
          role: t(`console.roles.${enrolment.role}`),
        })} ${t('console.enrolment.expires', {
          date: formatDateTime(enrolment.expiresAt, shownLocale),
        })}`}
        actions={
          <Button type="submit" fullWidth loading={submitting}>
            {t('console.enrolment.submit')}
          </Button>
        }
      >
        <EnrolmentAuthenticator secret={enrolment.secret} qrRows={enrolment.qrRows} />
        <input
          type="email"
          name="username"
          value={enrolment.email}
          autoComplete="username"
          readOnly
          hidden
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('console.enrolment.password')}
          autoComplete="new-password"
          required
          disabled={submitting}
        />
        <FormPasswordField
          control={form.control}
          name="confirmPassword"
          label={t('console.enrolment.confirmPassword')}
          autoComplete="new-password"
          required
          disabled={submitting}
        />
        <FormTextField
          control={form.control}
          name="code"
          label={t('console.enrolment.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          disabled={submitting}
        />
      </Form>
    </Page>
  );
}
