import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@carbonmarket/domain';
import { SkeletonOutline } from '../../../../components/Skeleton/SkeletonOutline';
import { NotificationLine } from './NotificationLine';
import type { NotificationTargetLinks } from './targetHref';

/** Lines the first load shows: two days of three, more than a phone's screen holds. */
const DAYS = 2;
const LINES_PER_DAY = 3;

/** A typical notification, read, laid out with a body of two lines. */
const PLACEHOLDER: Notification = {
  id: 0,
  title: 'Your order is complete',
  body: 'Your order reached its status: the tons are now in your carbon credits, and the fund records show the payment.',
  read: true,
  createdAt: new Date(0),
  target: null,
};

const Lines = styled.div`
  display: flex;
  flex-direction: column;
`;

const Line = styled.div`
  min-width: 0;
`;

/**
 * The notifications while the first page loads: days of lines drawn from the loaded layout, so the
 * notifications take their place without moving anything (ADR 021).
 */
export function NotificationsPlaceholder({
  now,
  links,
}: {
  now: Date;
  links: NotificationTargetLinks;
}) {
  const { t } = useTranslation();
  return (
    <SkeletonOutline label={t('profile.notifications.list.loading')}>
      <Lines>
        {Array.from({ length: DAYS * LINES_PER_DAY }, (_, index) => (
          <Line key={`placeholder-${index}`}>
            <NotificationLine
              leading={index === 0}
              now={now}
              open={false}
              onToggle={() => undefined}
              links={links}
              row={{
                notification: PLACEHOLDER,
                dayStart: index % LINES_PER_DAY === 0 ? new Date(0) : null,
                lastOfDay: index % LINES_PER_DAY === LINES_PER_DAY - 1,
              }}
            />
          </Line>
        ))}
      </Lines>
    </SkeletonOutline>
  );
}
