import { forwardRef } from 'react';
import type { ButtonHTMLAttributes } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import type { IconName } from '../../icons/Icon';
import { DRAWN_DISABLED, useAwaitingApp } from '../hydration/awaitingApp';

export type IconButtonVariant = 'plain' | 'filled';

const StyledIconButton = styled.button<{ $variant: IconButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme, $variant }) => ($variant === 'filled' ? theme.color.bg.subtle : 'transparent')};
  color: ${({ theme }) => theme.color.text.primary};
  cursor: pointer;
  flex: none;
  &:active:not(:disabled) {
    background: ${({ theme }) => theme.color.bg.fillDisabled};
  }
  ${DRAWN_DISABLED} {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
  }
`;

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children' | 'aria-label'
> {
  /** The icon to show. */
  icon: IconName;
  /** Accessible name, required: the icon alone says nothing to a screen reader. */
  label: string;
  /** `plain` sits on bars; `filled` stands out on busy surfaces. @default 'plain' */
  variant?: IconButtonVariant;
  /** Native button type. @default 'button' */
  type?: 'button' | 'submit';
}

/** An icon-only action with a 44 px touch target and a required accessible name. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'plain', type = 'button', disabled, ...rest },
  ref,
) {
  const availability = useAwaitingApp(disabled);
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      $variant={variant}
      {...availability}
      {...rest}
    >
      <Icon name={icon} size={22} />
    </StyledIconButton>
  );
});
