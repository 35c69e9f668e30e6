import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../icons/Icon';
import type { IconName } from '../../icons/Icon';
import { useLinkComponent } from '../../providers/LinkProvider';
import { StyledButton } from './Button.styles';
import type { ButtonSize, ButtonVariant } from './Button.styles';

/** The button look on an anchor, without the underline. */
const StyledLink = styled(StyledButton)`
  text-decoration: none;
`;

export interface ButtonLinkProps {
  /** Destination, resolved by the app's link component. */
  href: string;
  /** Visual weight, as `Button`'s. @default 'primary' */
  variant?: ButtonVariant;
  /** `md` is 48 px high, `sm` 44 px. @default 'md' */
  size?: ButtonSize;
  /** Stretches across its container. @default false */
  fullWidth?: boolean;
  /** Icon before the label. */
  icon?: IconName;
  /** The label. */
  children: ReactNode;
}

/**
 * A link that looks like a `Button`, for calls to action that open another page ("Log in",
 * "Register"): it stays a link for assistive technology and for the router.
 */
export function ButtonLink({
  href,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  icon,
  children,
}: ButtonLinkProps) {
  const Link = useLinkComponent();
  return (
    <StyledLink as={Link} href={href} $variant={variant} $size={size} $fullWidth={fullWidth}>
      {icon ? <Icon name={icon} /> : null}
      {children}
    </StyledLink>
  );
}
