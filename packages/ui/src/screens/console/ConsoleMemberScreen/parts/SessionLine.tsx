import { useTranslation } from 'react-i18next';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import { Text } from '../../../../components/Typography/Text';
import { formatDateTime } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import { ConsolePill } from '../../shared/ConsolePill';
import type { MemberSession } from '../memberTypes';

/** A time, or a word when there is none. */
const when = (text: string) => <Text size="sm">{text}</Text>;

/**
 * One of the member's sessions: open or ended, when it opened, when it was last used and when it
 * ended (signed out, timed out, or ended by a risk flag or a new password). Never its token.
 */
export function SessionLine({ session }: { session: MemberSession }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = session.endedAt === null;
  return (
    <Card
      title={formatDateTime(session.createdAt, locale)}
      headingLevel={3}
      extra={
        <ConsolePill $tone={open ? 'success' : 'neutral'}>
          {t(open ? 'console.members.sessions.open' : 'console.members.sessions.ended')}
        </ConsolePill>
      }
    >
      <FactRows
        facts={[
          {
            key: 'lastSeen',
            term: t('console.members.sessions.lastSeen'),
            detail: when(
              session.lastSeenAt === null
                ? t('console.members.sessions.never')
                : formatDateTime(session.lastSeenAt, locale),
            ),
          },
          ...(session.endedAt === null
            ? []
            : [
                {
                  key: 'ended',
                  term: t('console.members.sessions.endedAt'),
                  detail: when(formatDateTime(session.endedAt, locale)),
                },
              ]),
        ]}
      />
    </Card>
  );
}
