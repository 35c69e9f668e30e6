import { useController } from 'react-hook-form';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { ErrorParams } from '@carbonmarket/domain';
import { useErrorText } from '../i18n/useErrorText';
import type { FieldBinding } from './fieldBinding';
import { useFieldError } from './useFieldError';

/**
 * What every field binding takes from its form: the controller's ref, name, onChange and
 * onBlur, the value as text or as a tick, and the message of the catalogue code the
 * field shows (its own validation code, else the server's), if any. `deps` are fields checked
 * again when this one changes after a submit (a confirmation).
 */
export function useBoundField<V extends FieldValues, O, T>(
  { control, name }: FieldBinding<V, O, T>,
  deps?: FieldPath<V>[],
) {
  const { field, fieldState } = useController({
    control,
    name,
    ...(deps === undefined ? {} : { rules: { deps } }),
  });
  const code = useFieldError(name, fieldState.error);
  const errorText = useErrorText();
  const value: unknown = field.value;
  return {
    ref: field.ref,
    name: field.name,
    onChange: field.onChange,
    onBlur: field.onBlur,
    /** The catalogue code shown, if any. */
    code,
    /** The value as text (`''` when it is not a string). */
    text: typeof value === 'string' ? value : '',
    /** The value as a tick (only `true` is ticked). */
    checked: value === true,
    /** The shown code's message, with the given parameters; undefined when none is shown. */
    message: (params?: ErrorParams) => (code === undefined ? undefined : errorText(code, params)),
  };
}
