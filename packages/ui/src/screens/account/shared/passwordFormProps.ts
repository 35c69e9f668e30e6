import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import type { FieldErrors } from '../../../forms/serverErrors';

/** What every password form takes (setting or changing a password): the sending and the last refusal. */
export interface PasswordFormProps<O> {
  onSubmit: (form: O) => void;
  saving: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
}
