import { forwardRef } from 'react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon } from '../../icons/Icon';
import type { IconName } from '../../icons/Icon';
import { StyledButton } from './Button.styles';
import { Spinner } from '../Spinner/Spinner';
import { useAwaitingApp } from '../hydration/awaitingApp';
import type { ButtonSize, ButtonVariant } from './Button.styles';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Visual weight: one `primary` action per screen; `critical` for destructive actions. @default 'primary' */
  variant?: ButtonVariant;
  /** `md` is 48 px high, `sm` 44 px (never below the 44 px touch target). @default 'md' */
  size?: ButtonSize;
  /** Stretches across its container, as form actions do on a phone. @default false */
  fullWidth?: boolean;
  /** Shows a spinner, announces busy and ignores presses while an action runs. @default false */
  loading?: boolean;
  /** Icon before the label. */
  icon?: IconName;
  /** Native button type. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** The label. */
  children: ReactNode;
}

/** A labelled action. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    loading = false,
    icon,
    type = 'button',
    disabled,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  const availability = useAwaitingApp(disabled);
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      {...availability}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner /> : icon ? <Icon name={icon} /> : null}
      {children}
    </StyledButton>
  );
});
