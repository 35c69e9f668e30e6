import { useTranslation } from 'react-i18next';
import type { Member } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { Text } from '../../../../components/Typography/Text';
import { memberName } from '../../../../components/text/memberName';
import { MemberTags } from '../../shared/MemberTags';

export interface MemberItemProps {
  member: Member;
  /** The member's page in the console. */
  href: string;
}

/**
 * A member found: their name (a company's registered name), e-mail and member number, personal or
 * corporate, the level in force and the risk and lock flags; the whole card opens the member.
 */
export function MemberItem({ member, href }: MemberItemProps) {
  const { t } = useTranslation();
  return (
    <Card title={memberName(member)} headingLevel={3} href={href}>
      <Text size="sm" tone="secondary" breakAnywhere>
        {member.email}
      </Text>
      <Text size="sm" tone="secondary">
        {t('console.members.number', { id: member.memId })}
      </Text>
      <MemberTags member={member} />
    </Card>
  );
}
