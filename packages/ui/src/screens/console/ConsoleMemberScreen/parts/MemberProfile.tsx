import { useTranslation } from 'react-i18next';
import type { Member } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import type { Fact } from '../../../../components/FactRows/FactRows';
import { Text } from '../../../../components/Typography/Text';
import { formatDate } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';

/** A fact's words, on as many lines as they need. */
const detail = (text: string) => (
  <Text size="sm" breakAnywhere>
    {text}
  </Text>
);

/**
 * Who the member is and where their account stands: personal or corporate, e-mail and mobile, the
 * names (the company's, with its UEN), the IC number, when they joined, the level and until when,
 * the credit score, the risk flag and the lock.
 */
export function MemberProfile({ member }: { member: Member }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const yesNo = (on: boolean) =>
    t(on ? 'console.members.profile.yes' : 'console.members.profile.no');
  const facts: Fact[] = [
    {
      key: 'kind',
      term: t('console.members.profile.kind'),
      detail: detail(t(`console.members.kinds.${member.visitorType}`)),
    },
    { key: 'email', term: t('console.members.profile.email'), detail: detail(member.email) },
    { key: 'mobile', term: t('console.members.profile.mobile'), detail: detail(member.mobile) },
    {
      key: 'firstName',
      term: t('console.members.profile.firstName'),
      detail: detail(member.firstName),
    },
    {
      key: 'lastName',
      term: t('console.members.profile.lastName'),
      detail: detail(member.lastName),
    },
  ];
  if (member.companyName !== undefined)
    facts.push({
      key: 'company',
      term: t('console.members.profile.company'),
      detail: detail(member.companyName),
    });
  if (member.uen !== undefined)
    facts.push({ key: 'uen', term: t('console.members.profile.uen'), detail: detail(member.uen) });
  if (member.icNumber !== undefined)
    facts.push({
      key: 'ic',
      term: t('console.members.profile.icNumber'),
      detail: detail(member.icNumber),
    });
  facts.push(
    {
      key: 'joined',
      term: t('console.members.profile.joined'),
      detail: detail(formatDate(member.joinedAt, locale)),
    },
    {
      key: 'level',
      term: t('console.members.profile.level'),
      detail: detail(
        member.membershipExpiresAt === null
          ? member.level
          : t('console.members.profile.levelUntil', {
              level: member.level,
              date: formatDate(member.membershipExpiresAt, locale),
            }),
      ),
    },
    {
      key: 'creditScore',
      term: t('console.members.profile.creditScore'),
      detail: detail(t(`console.members.creditScores.${member.creditScore}`)),
    },
    { key: 'risk', term: t('console.members.profile.risk'), detail: detail(yesNo(member.risk)) },
    {
      key: 'locked',
      term: t('console.members.profile.locked'),
      detail: detail(yesNo(member.locked)),
    },
  );
  return (
    <Card title={t('console.members.profile.label')} headingLevel={2}>
      <FactRows label={t('console.members.profile.label')} facts={facts} />
    </Card>
  );
}
