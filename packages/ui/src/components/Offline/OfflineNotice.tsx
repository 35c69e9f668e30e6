import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icons/Icon';
import { Text } from '../Typography/Text';
import { formatTime } from '../../i18n/formatDate';
import { useLocale } from '../../i18n/useLocale';

const Bar = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  /* The top of a notched screen belongs to the first thing on the page: this bar. */
  padding: ${({ theme }) => `${theme.space[200]} ${theme.layout.pagePadding}`};
  padding-top: calc(${({ theme }) => theme.space[200]} + env(safe-area-inset-top, 0px));
  background: ${({ theme }) => theme.color.bg.inverse};
  color: ${({ theme }) => theme.color.text.onInverse};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};

  & > svg {
    flex: none;
  }
`;

const Lines = styled.p`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled(Text)`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export interface OfflineNoticeProps {
  /**
   * When the newest data on screen arrived: the notice says so, since it may have changed since.
   * `null` when nothing has arrived yet (the app opened offline).
   */
  lastUpdatedAt: Date | null;
}

/**
 * The bar the app shows at the top of its shell while the device is offline: what is on screen
 * may be out of date (with the time it arrived, when the app knows it), and anything that sends
 * waits for the network. In the page flow like the demo notice, so it covers nothing. A status
 * region: a screen reader says it when it appears.
 */
export function OfflineNotice({ lastUpdatedAt }: OfflineNoticeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Bar role="status">
      <Icon name="cloudOff" size={20} />
      <Lines>
        <Title>{t('feedback.offline.title')}</Title>
        <Text>
          {lastUpdatedAt === null
            ? t('feedback.offline.nothingYet')
            : t('feedback.offline.lastUpdated', { time: formatTime(lastUpdatedAt, locale) })}
        </Text>
      </Lines>
    </Bar>
  );
}
