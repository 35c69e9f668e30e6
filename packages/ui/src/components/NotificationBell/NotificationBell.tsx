import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icons/Icon';
import { useLinkComponent } from '../../providers/LinkProvider';
import { CountBadge } from '../CountBadge/CountBadge';
import { VisuallyHidden } from '../../theme/visuallyHidden';

const BellLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.touchTarget};
  height: ${({ theme }) => theme.size.touchTarget};
  flex: none;
  border-radius: ${({ theme }) => theme.radius.full};
  color: ${({ theme }) => theme.color.text.primary};
  &:active {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

export interface NotificationBellProps {
  /** The notifications page. */
  href: string;
  /** How many are unread: a badge shows it, and the link's name says it; none at 0. */
  unread: number;
}

/**
 * A bell on a nav bar that opens the member's notifications, with the unread count on it. Its
 * name says the count ("Notifications, 2 unread"), since the badge itself is hidden from
 * screen readers.
 */
export function NotificationBell({ href, unread }: NotificationBellProps) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  const count = Math.max(0, unread);
  const name =
    count > 0 ? t('layout.notificationBell.unread', { count }) : t('layout.notificationBell.label');
  return (
    <BellLink as={Link} href={href}>
      <IconWrap>
        <Icon name="bell" size={22} />
        <CountBadge count={count} />
      </IconWrap>
      <VisuallyHidden>{name}</VisuallyHidden>
    </BellLink>
  );
}
