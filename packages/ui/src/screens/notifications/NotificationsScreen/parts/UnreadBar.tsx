import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../../components/Typography/Text';
import { Button } from '../../../../components/Button/Button';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  min-height: ${({ theme }) => theme.size.touchTarget};
  margin-bottom: ${({ theme }) => theme.space[200]};
  padding: 0 ${({ theme }) => theme.space[100]};
`;

export interface UnreadBarProps {
  /** How many are unread. */
  unread: number;
  onMarkAllRead: () => void;
}

/**
 * Over the list: how many notifications are unread (announced as it changes) and the button that
 * marks them all read, while any are.
 */
export function UnreadBar({ unread, onMarkAllRead }: UnreadBarProps) {
  const { t } = useTranslation();
  return (
    <Bar>
      <Text size="sm" tone="secondary" role="status">
        {unread > 0
          ? t('profile.notifications.unreadCount', { count: unread })
          : t('profile.notifications.allRead')}
      </Text>
      {unread > 0 ? (
        <Button variant="plain" size="sm" onClick={onMarkAllRead}>
          {t('profile.notifications.markAllRead')}
        </Button>
      ) : null}
    </Bar>
  );
}
