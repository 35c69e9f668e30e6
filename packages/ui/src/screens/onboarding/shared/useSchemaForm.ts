import { useEffect, useId, useState } from 'react';
import { TEXT_MAX_LENGTH, issueCodes } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import { useErrorText } from '../../../i18n/useErrorText';

/** The failure a domain schema reports (a zod error), as `issueCodes` reads it. */
type SchemaIssues = Parameters<typeof issueCodes>[0];

/** What the form needs of a domain schema: zod's `safeParse`, giving the parsed data or the issues. */
export interface FormSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: SchemaIssues };
}

/** The first catalogue code per field. */
export type FieldErrors<K extends string> = Partial<Record<K, ErrorCode>>;

/** The keys of `V` whose values are text. */
export type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string;

export interface SchemaFormOptions<V> {
  /** Rules the schema does not know (an operator setting), checked with it; their codes come first. */
  check?: (values: V) => FieldErrors<keyof V & string>;
  /** The server's answer to the last request, if it failed. */
  serverError?: ErrorCode;
  /** Which field a server code belongs to; codes not listed are form-level (`bannerError`). */
  serverErrorFields?: Partial<Record<ErrorCode, keyof V & string>>;
}

/** Props of a text field bound to the form: spread them onto `TextField`, `PasswordField` or `CodeField`. */
export interface BoundTextField {
  name: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  maxLength: number;
}

export interface SchemaForm<V, T> {
  /** The current input. */
  values: V;
  /** Sets one field; after a submit attempt the form re-validates at once, so messages clear as the user fixes them. */
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
  /** The code shown on a field: its validation code, else a server code that belongs to it. */
  errorOf: (field: keyof V & string) => ErrorCode | undefined;
  /** Sets (or clears) a field's validation code by hand, e.g. checking the email before sending a code. */
  setError: (field: keyof V & string, code: ErrorCode | undefined) => void;
  /** A server code that belongs to no field, for the form's banner. */
  bannerError: ErrorCode | undefined;
  /** Props of a text field: value, change handler, translated message and maximum length. */
  text: (field: TextKey<V>, maxLength?: number) => BoundTextField;
  /** Validates everything: calls `onValid` with the parsed data, or shows every message and focuses the first invalid field. */
  submit: (onValid: (data: T) => void) => void;
  /** Id for the `<form>` (FormLayout's `id`), so the first invalid field can be focused. */
  formId: string;
}

/**
 * The state of a form validated by a domain schema: values, the catalogue code of each invalid
 * field, and the server's last error placed on its field or in the banner. Messages appear on the
 * first submit and then follow every edit; a server error on a field goes away once it is edited.
 */
export function useSchemaForm<V extends object, T>(
  schema: FormSchema<T>,
  initialValues: V,
  { check, serverError, serverErrorFields = {} }: SchemaFormOptions<V> = {},
): SchemaForm<V, T> {
  type Key = keyof V & string;
  const errorText = useErrorText();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [attempts, setAttempts] = useState(0);
  const [failedAttempts, setFailedAttempts] = useState(0);
  const formId = `${useId()}-form`;

  // The server error stays on its field until that field is edited or a new error arrives.
  const [seenError, setSeenError] = useState(serverError);
  const [serverDismissed, setServerDismissed] = useState(false);
  if (seenError !== serverError) {
    setSeenError(serverError);
    setServerDismissed(false);
  }
  const serverField = serverError === undefined ? undefined : serverErrorFields[serverError];

  const validate = (next: V): { data?: T; errors: FieldErrors<Key> } => {
    const extra = check?.(next) ?? {};
    const result = schema.safeParse(next);
    const found = result.success ? {} : (issueCodes(result.error) as FieldErrors<Key>);
    const merged = { ...found, ...extra };
    const valid = result.success && Object.keys(extra).length === 0;
    return valid ? { data: result.data, errors: {} } : { errors: merged };
  };

  useEffect(() => {
    if (failedAttempts === 0) return;
    document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts, formId]);

  const setValue = <K extends keyof V>(field: K, value: V[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempts > 0) setErrors(validate(next).errors);
    if (field === serverField) setServerDismissed(true);
  };

  const errorOf = (field: Key): ErrorCode | undefined =>
    errors[field] ?? (!serverDismissed && serverField === field ? serverError : undefined);

  return {
    values,
    setValue,
    errorOf,
    setError: (field, code) => setErrors((current) => ({ ...current, [field]: code })),
    bannerError: serverField === undefined ? serverError : undefined,
    text: (field, maxLength = TEXT_MAX_LENGTH) => {
      const code = errorOf(field);
      return {
        name: field,
        value: values[field] as string,
        onChange: (value: string) => setValue(field, value as V[typeof field]),
        error: code === undefined ? undefined : errorText(code, { max: maxLength }),
        maxLength,
      };
    },
    submit: (onValid) => {
      setAttempts((count) => count + 1);
      const { data, errors: found } = validate(values);
      setErrors(found);
      if (data === undefined) {
        setFailedAttempts((count) => count + 1);
        return;
      }
      onValid(data);
    },
    formId,
  };
}

/**
 * An empty password confirmation is REQUIRED. (The domain schemas only compare it with the
 * password, so with both empty they report nothing on it.)
 */
export const confirmationRequired = (values: {
  confirmPassword: string;
}): { confirmPassword?: ErrorCode } =>
  values.confirmPassword === '' ? { confirmPassword: 'REQUIRED' } : {};
