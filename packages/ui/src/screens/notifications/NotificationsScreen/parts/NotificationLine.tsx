import { useId } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import { DayCardRow, DayTitle } from '../../../../components/DayCard/dayCardParts';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { Icon } from '../../../../icons/Icon';
import { VisuallyHidden } from '../../../../theme/visuallyHidden';
import { useLocale } from '../../../../i18n/useLocale';
import type { NotificationRow } from './notificationRows';
import { targetHref } from './targetHref';
import type { NotificationTargetLinks } from './targetHref';
import { dayHeading, whenText } from './whenText';

/** The title as the button that opens and closes the notification, across the whole line. */
const OpenButton = styled.button`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  width: 100%;
  min-height: ${({ theme }) => theme.size.touchTarget};
  margin: -${({ theme }) => theme.space[200]} 0 0;
  padding: ${({ theme }) => theme.space[200]} 0 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
`;

const Title = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The unread mark: a dot in the brand's colour before the title (its words are for screen readers). */
const Dot = styled.span`
  flex: none;
  width: ${({ theme }) => theme.space[200]};
  height: ${({ theme }) => theme.space[200]};
  margin-top: ${({ theme }) => theme.space[200]};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.fillBrand};
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  display: inline-flex;
  color: ${({ theme }) => theme.color.text.secondary};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
`;

/** The body as written, line breaks kept; two lines while the notification is closed. */
const Body = styled(Text)<{ $open: boolean }>`
  white-space: pre-line;
  overflow-wrap: anywhere;
  ${({ $open }) =>
    !$open &&
    css`
      display: -webkit-box;
      -webkit-box-orient: vertical;
      -webkit-line-clamp: 2;
      overflow: hidden;
    `}
`;

const Opens = styled.div`
  display: flex;
  padding-top: ${({ theme }) => theme.space[100]};
`;

export interface NotificationLineProps {
  row: NotificationRow;
  /** The first line of the list: its day's heading has no space above it. */
  leading: boolean;
  now: Date;
  /** The notification is open: its whole body, and the link to what it is about. */
  open: boolean;
  /** Opens or closes it. */
  onToggle: () => void;
  links: NotificationTargetLinks;
}

/**
 * A notification, under its day's heading when it is the day's first: its title (a button that
 * opens it, marked and named "Unread" until read), when it came, and its body, two lines of it
 * until opened. Open, it shows all of the body and the link to what it is about. Every text is
 * the operator's plain text, drawn as text.
 */
export function NotificationLine({
  row,
  leading,
  now,
  open,
  onToggle,
  links,
}: NotificationLineProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const bodyId = useId();
  const { notification, dayStart, lastOfDay } = row;
  const unread = !notification.read;
  const href = targetHref(notification.target, links);
  return (
    <>
      {dayStart !== null ? (
        <DayTitle level={2} size="sm" weight="medium" tone="secondary" $leading={leading}>
          {dayHeading(dayStart, now, locale, {
            today: t('profile.notifications.today'),
            yesterday: t('profile.notifications.yesterday'),
          })}
        </DayTitle>
      ) : null}
      <DayCardRow $first={dayStart !== null} $last={lastOfDay}>
        <Heading level={3} size="md" weight={unread ? 'semibold' : 'regular'}>
          <OpenButton type="button" aria-expanded={open} aria-controls={bodyId} onClick={onToggle}>
            {unread ? <Dot aria-hidden /> : null}
            <Title>
              {unread ? (
                <VisuallyHidden>{t('profile.notifications.unread')}: </VisuallyHidden>
              ) : null}
              {notification.title}
            </Title>
            <Chevron $open={open} aria-hidden>
              <Icon name="chevronDown" size={20} />
            </Chevron>
          </OpenButton>
        </Heading>
        <Text size="xs" tone="secondary">
          <time dateTime={notification.createdAt.toISOString()}>
            {whenText(notification.createdAt, now, locale)}
          </time>
        </Text>
        <Body id={bodyId} size="sm" tone="secondary" $open={open}>
          {notification.body}
        </Body>
        {open && href !== undefined && notification.target !== null ? (
          <Opens>
            <ButtonLink href={href} variant="secondary" size="sm">
              {t(`profile.notifications.open.${notification.target.kind}`)}
            </ButtonLink>
          </Opens>
        ) : null}
      </DayCardRow>
    </>
  );
}
