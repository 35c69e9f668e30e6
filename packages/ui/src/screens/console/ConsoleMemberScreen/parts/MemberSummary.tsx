import { useTranslation } from 'react-i18next';
import type { Member } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { Text } from '../../../../components/Typography/Text';
import { memberName } from '../../../../components/text/memberName';
import { MemberTags } from '../../shared/MemberTags';

/**
 * Whom the page is about, at its top: the name (a company's registered name), the member number
 * and e-mail, and the tags an operator looks for first (kind, level, risk, locked).
 */
export function MemberSummary({ member }: { member: Member }) {
  const { t } = useTranslation();
  return (
    <Card title={memberName(member)} headingLevel={2}>
      <Text size="sm" tone="secondary" breakAnywhere>
        {`${t('console.members.number', { id: member.memId })} · ${member.email}`}
      </Text>
      <MemberTags member={member} />
    </Card>
  );
}
