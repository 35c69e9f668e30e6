import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from '../../../../icons/Icon';
import type { IconName } from '../../../../icons/Icon';
import { StyledButton } from '../../../../components/Button/Button.styles';
import type { ButtonVariant } from '../../../../components/Button/Button.styles';

/** The button look on a plain anchor, without the underline. */
const Anchor = styled(StyledButton)`
  text-decoration: none;
`;

/**
 * A link to a page the server makes itself (the public verification page, the PDF), outside the
 * app: a plain anchor that the browser loads, never the app's router.
 */
export function ServerPageLink({
  href,
  variant,
  icon,
  download = false,
  children,
}: {
  href: string;
  variant: ButtonVariant;
  icon: IconName;
  /** Saves the file instead of opening it. */
  download?: boolean;
  children: ReactNode;
}) {
  return (
    <Anchor
      as="a"
      href={href}
      download={download ? '' : undefined}
      $variant={variant}
      $size="md"
      $fullWidth
    >
      <Icon name={icon} />
      {children}
    </Anchor>
  );
}
