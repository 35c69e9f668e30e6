import { forwardRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton';
import { TextField } from '../TextField/TextField';
import type { TextFieldProps } from '../TextField/TextField';

export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'autoComplete' | 'inputMode' | 'trailingAction' | 'prefix' | 'suffix'
> {
  /**
   * Autofill hint: `current-password` to sign in, `new-password` when choosing one (password
   * managers then offer to generate and save it).
   * @default 'current-password'
   */
  autoComplete?: 'current-password' | 'new-password';
  /** Shows the password in clear text at first (uncontrolled). @default false */
  defaultVisible?: boolean;
}

/**
 * A TextField for passwords with a show/hide toggle. The toggle keeps one name ("Show password")
 * and reports its state with `aria-pressed`, as toggle buttons should.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { autoComplete = 'current-password', defaultVisible = false, disabled, ...rest },
    ref,
  ) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(defaultVisible);
    return (
      <TextField
        ref={ref}
        {...rest}
        disabled={disabled}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        trailingAction={
          <IconButton
            icon={visible ? 'eyeOff' : 'eye'}
            label={t('forms.passwordField.show')}
            aria-pressed={visible}
            disabled={disabled}
            onClick={() => setVisible((shown) => !shown)}
          />
        }
      />
    );
  },
);
