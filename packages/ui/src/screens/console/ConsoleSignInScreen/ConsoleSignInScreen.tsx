import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { operatorSignInFormSchema } from '@carbonmarket/domain/contract';
import type { OperatorSignInForm } from '@carbonmarket/domain/contract';
import { Page } from '../../../components/Page/Page';
import { Button } from '../../../components/Button/Button';
import { ConsoleNavBar } from '../shared/ConsoleNavBar';
import type { Locale } from '../../../i18n/locale';
import { Form } from '../../../forms/Form';
import { useDomainForm } from '../../../forms/useDomainForm';
import { FormTextField } from '../../../forms/FormTextField';
import { FormPasswordField } from '../../../forms/FormPasswordField';
import type { FieldErrors } from '../../../forms/serverErrors';

/** What the sign-in form holds while it is being filled in. */
export interface ConsoleSignInValues {
  email: string;
  password: string;
  code: string;
}

const EMPTY: ConsoleSignInValues = { email: '', password: '', code: '' };

export interface ConsoleSignInScreenProps {
  /** Called with the validated form (the code without spaces, in lower case). */
  onSubmit: (form: OperatorSignInForm) => void;
  /** The sign-in is being sent: the button shows busy and the fields are disabled. @default false */
  submitting?: boolean;
  /**
   * Why the last sign-in was refused: `OPERATOR_SIGN_IN_INCORRECT` (never which of the three),
   * `OPERATOR_CODE_ALREADY_USED`, `OPERATOR_LOCKED`, `OPERATOR_SESSION_ENDED` (sent back here),
   * `TOO_MANY_REQUESTS`, `NETWORK_ERROR`…
   */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
  /** Initial input, such as the e-mail of the operator whose session ended. */
  defaultValues?: Partial<ConsoleSignInValues>;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/**
 * The console's sign-in, for the operator's staff: work e-mail, password, and the six digits of
 * their authenticator app or one of their recovery codes. A refusal never says which of the three
 * was wrong.
 */
export function ConsoleSignInScreen({
  onSubmit,
  submitting = false,
  error,
  errorParams,
  fieldErrors,
  defaultValues,
  locale,
  onLocaleChange,
}: ConsoleSignInScreenProps) {
  const { t } = useTranslation();
  const form = useDomainForm<ConsoleSignInValues, OperatorSignInForm>(operatorSignInFormSchema, {
    ...EMPTY,
    ...defaultValues,
  });
  return (
    <Page
      background="surface"
      navBar={<ConsoleNavBar locale={locale} onLocaleChange={onLocaleChange} />}
    >
      <Form
        form={form}
        onSubmit={onSubmit}
        busy={submitting}
        error={error}
        errorParams={errorParams}
        fieldErrors={fieldErrors}
        title={t('console.signIn.heading')}
        description={t('console.signIn.description')}
        actions={
          <Button type="submit" fullWidth loading={submitting}>
            {t('console.signIn.submit')}
          </Button>
        }
      >
        <FormTextField
          control={form.control}
          name="email"
          label={t('console.signIn.email')}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          disabled={submitting}
        />
        <FormPasswordField
          control={form.control}
          name="password"
          label={t('console.signIn.password')}
          autoComplete="current-password"
          required
          disabled={submitting}
        />
        <FormTextField
          control={form.control}
          name="code"
          label={t('console.signIn.code')}
          hint={t('console.signIn.codeHint')}
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={16}
          required
          disabled={submitting}
        />
      </Form>
    </Page>
  );
}
