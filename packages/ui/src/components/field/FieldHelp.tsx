import type { ReactNode } from 'react';
import { Icon } from '../../icons/Icon';
import { ErrorMessage, FieldMessages, Hint } from './field.styles';
import { hasMessage } from './hasMessage';

interface FieldHelpProps {
  error?: ReactNode;
  errorId: string;
  hint?: ReactNode;
  hintId: string;
}

/**
 * The error (with its icon) and the hint under a form control, shared by every field so they
 * read and look the same; renders nothing when there is neither.
 */
export function FieldHelp({ error, errorId, hint, hintId }: FieldHelpProps) {
  if (!hasMessage(error) && !hasMessage(hint)) return null;
  return (
    <FieldMessages>
      {hasMessage(error) ? (
        <ErrorMessage id={errorId}>
          <Icon name="error" size={16} />
          <span>{error}</span>
        </ErrorMessage>
      ) : null}
      {hasMessage(hint) ? <Hint id={hintId}>{hint}</Hint> : null}
    </FieldMessages>
  );
}
