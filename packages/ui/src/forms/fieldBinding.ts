import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';

/**
 * Which field of which form a binding shows: the form's `control` (from `useDomainForm`; the
 * enclosing `Form`'s when left out) and the field's name, a field holding `T`.
 */
export interface FieldBinding<V extends FieldValues, O, T> {
  /** The form; the enclosing `Form` when left out. */
  control?: Control<V, unknown, O>;
  /** The field's name in the form's values. */
  name: FieldPathByValue<V, T>;
}
