import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Member } from '@carbonmarket/domain';
import { ConsolePill } from './ConsolePill';

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[200]};
`;

/**
 * What the operator looks for first in a member: personal or corporate, the level in force, and
 * the flags that restrict them: risk (they may not trade) and locked (wrong withdrawal passwords:
 * their money is frozen until unlocked).
 */
export function MemberTags({
  member,
}: {
  member: Pick<Member, 'visitorType' | 'level' | 'risk' | 'locked'>;
}) {
  const { t } = useTranslation();
  return (
    <Tags>
      <ConsolePill $tone="neutral">{t(`console.members.kinds.${member.visitorType}`)}</ConsolePill>
      <ConsolePill $tone="info">{member.level}</ConsolePill>
      {member.risk ? (
        <ConsolePill $tone="critical">{t('console.members.flags.risk')}</ConsolePill>
      ) : null}
      {member.locked ? (
        <ConsolePill $tone="warning">{t('console.members.flags.locked')}</ConsolePill>
      ) : null}
    </Tags>
  );
}
