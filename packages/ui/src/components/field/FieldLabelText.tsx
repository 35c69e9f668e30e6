import type { ReactNode } from 'react';
import { RequiredMark } from './field.styles';

/** A field's label text with the required marker (the marker is hidden from screen readers, which read `required`). */
export function FieldLabelText({ label, required }: { label: ReactNode; required: boolean }) {
  return (
    <>
      {label}
      {required ? <RequiredMark aria-hidden>*</RequiredMark> : null}
    </>
  );
}
