import { useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { FormLayout } from '../components/FormLayout/FormLayout';
import type { FormLayoutProps } from '../components/FormLayout/FormLayout';
import { useErrorText } from '../i18n/useErrorText';
import { fieldNames, placeServerErrors } from './serverErrors';
import type { FieldErrors } from './serverErrors';
import { ServerErrorsContext } from './serverErrorsContext';

const NO_FIELD_ERRORS: FieldErrors = {};
const FOCUSABLE = 'input, select, textarea, button';

export interface FormProps<V extends FieldValues, O> extends Omit<
  FormLayoutProps,
  'onSubmit' | 'error' | 'id'
> {
  /** The form state, from `useDomainForm`. */
  form: UseFormReturn<V, unknown, O>;
  /** Called with the parsed values once every field passes the schema. */
  onSubmit: (data: O) => void;
  /** A request is under way: submitting does nothing. @default false */
  busy?: boolean;
  /**
   * Why the last request failed, as a catalogue code: shown on the field it concerns (an
   * EMAIL_EXISTS on `email`), otherwise in the announced banner.
   */
  error?: ErrorCode;
  /** Values for the placeholders of `error`. */
  errorParams?: ErrorParams;
  /** The refusal's codes per field (`ApiError.fields`), each shown on its field until it is edited. */
  fieldErrors?: FieldErrors;
  /** A message of the screen about the whole form, shown in the banner when no server error is. */
  message?: ReactNode;
}

/**
 * A form on react-hook-form: the layout (`FormLayout`), the server's refusal placed on its fields
 * or in the banner, and after a failed submit the focus on the first invalid field in document
 * order. Field bindings (`FormTextField`...) inside read its state.
 */
export function Form<V extends FieldValues, O>({
  form,
  onSubmit,
  busy = false,
  error,
  errorParams,
  fieldErrors = NO_FIELD_ERRORS,
  message,
  ...layout
}: FormProps<V, O>) {
  const errorText = useErrorText();
  const formId = `${useId()}-form`;
  const [failedSubmits, setFailedSubmits] = useState(0);

  // A server code stays on its field until the field is edited or a new refusal arrives.
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState({ error, fieldErrors });
  if (refusal.error !== error || refusal.fieldErrors !== fieldErrors) {
    setRefusal({ error, fieldErrors });
    setDismissed(new Set());
  }
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === undefined) return;
      setDismissed((current) => (current.has(name) ? current : new Set(current).add(name)));
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (failedSubmits === 0) return;
    const invalid = document
      .getElementById(formId)
      ?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches(FOCUSABLE)
      ? invalid
      : invalid?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  }, [failedSubmits, formId]);

  const placed = placeServerErrors(fieldNames(form.getValues()), error, fieldErrors);
  const serverErrorOf = (name: string) => (dismissed.has(name) ? undefined : placed.fields[name]);

  return (
    <FormProvider {...form}>
      <ServerErrorsContext.Provider value={serverErrorOf}>
        <FormLayout
          {...layout}
          id={formId}
          error={placed.banner === undefined ? message : errorText(placed.banner, errorParams)}
          onSubmit={() => {
            if (busy) return;
            void form.handleSubmit(
              (data) => onSubmit(data),
              () => setFailedSubmits((count) => count + 1),
            )();
          }}
        />
      </ServerErrorsContext.Provider>
    </FormProvider>
  );
}
