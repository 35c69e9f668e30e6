import type { z } from 'zod';
import type { PasswordKind } from '@carbonmarket/domain';
import { Button } from '../../../components/Button/Button';
import { Form } from '../../../forms/Form';
import { FormPasswordField } from '../../../forms/FormPasswordField';
import { useDomainForm } from '../../../forms/useDomainForm';
import type { PasswordFormProps } from './passwordFormProps';
import { NewPasswordWithRules } from './NewPasswordWithRules';

/** The fields of a password form; `oldPassword` only where the current password is asked. */
interface PasswordValues {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** What a password form says: its heading, what it is for, its button and its fields' labels. */
export interface PasswordFormWords {
  title: string;
  description: string;
  submit: string;
  /** The current password's label; without it only the new password is asked (the first one). */
  current?: string;
  /** The new password's label. */
  next: string;
}

export interface PasswordFormOfProps<O> extends PasswordFormProps<O> {
  /** Whose rules the new password follows. */
  kind: PasswordKind;
  /** The contract's schema of the form: what it sends once every field passes. */
  schema: z.ZodType<O, Partial<PasswordValues>>;
  words: PasswordFormWords;
}

/**
 * Setting or changing a password: the current one where it is asked (a wrong one counts towards
 * a lock, and the refusal says how many tries are left), then the new one twice, its rules ticked
 * as it is typed. A refusal shows on the field it names (a new password equal to the other
 * password on the new one), otherwise above the form.
 */
export function PasswordForm<O>({
  kind,
  schema,
  words,
  onSubmit,
  saving,
  error,
  errorParams,
  fieldErrors,
}: PasswordFormOfProps<O>) {
  const form = useDomainForm<PasswordValues, O>(
    schema,
    words.current === undefined
      ? { password: '', confirmPassword: '' }
      : { oldPassword: '', password: '', confirmPassword: '' },
  );
  return (
    <Form
      form={form}
      busy={saving}
      error={error}
      errorParams={errorParams}
      fieldErrors={fieldErrors}
      title={words.title}
      headingLevel={2}
      description={words.description}
      onSubmit={onSubmit}
      actions={
        <Button type="submit" fullWidth loading={saving}>
          {words.submit}
        </Button>
      }
    >
      {words.current === undefined ? null : (
        <FormPasswordField<PasswordValues, O>
          name="oldPassword"
          label={words.current}
          autoComplete="current-password"
          required
          disabled={saving}
        />
      )}
      <NewPasswordWithRules kind={kind} passwordLabel={words.next} disabled={saving} />
    </Form>
  );
}
