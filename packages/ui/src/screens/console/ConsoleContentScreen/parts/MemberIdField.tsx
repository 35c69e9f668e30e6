import type { ReactNode } from 'react';
import { TextField } from '../../../../components/TextField/TextField';
import { useBoundField } from '../../../../forms/useBoundField';
import type { FieldBinding } from '../../../../forms/fieldBinding';
import { memberIdText } from './notificationFormSchema';
import type { NotificationValues } from './notificationFormSchema';
import type { NotificationDraft } from '../contentTypes';

/** The member's id, bound to the notification form: only digits can be typed. */
export function MemberIdField({
  control,
  label,
  hint,
  disabled,
}: Pick<FieldBinding<NotificationValues, NotificationDraft, string>, 'control'> & {
  label: ReactNode;
  hint: ReactNode;
  disabled: boolean;
}) {
  const { ref, name, onChange, onBlur, text, message } = useBoundField<
    NotificationValues,
    NotificationDraft,
    string
  >({
    ...(control === undefined ? {} : { control }),
    name: 'memberId',
  });
  return (
    <TextField
      ref={ref}
      name={name}
      value={text}
      onChange={(typed) => onChange(memberIdText(typed))}
      onBlur={onBlur}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      maxLength={15}
      required
      disabled={disabled}
      error={message()}
    />
  );
}
