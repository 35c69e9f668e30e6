import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Member } from '@carbonmarket/domain';
import { Card } from '../../../../components/Card/Card';
import { FactRows } from '../../../../components/FactRows/FactRows';
import type { Fact } from '../../../../components/FactRows/FactRows';
import { breakableAddress } from '../../../../components/text/breakableAddress';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import { Icon } from '../../../../icons/Icon';

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.secondary};
`;

/**
 * What identifies the member and cannot be changed here: the kind of account, the email, the IC
 * number, a company's UEN. The card says so, with a lock, before listing them.
 */
export function FixedDetails({ member }: { member: Member }) {
  const { t } = useTranslation();
  const facts: Fact[] = [
    {
      key: 'type',
      term: t('profile.details.fixed.accountType'),
      detail: t(
        member.visitorType === 'corporate'
          ? 'profile.details.fixed.corporate'
          : 'profile.details.fixed.personal',
      ),
    },
    {
      key: 'email',
      term: t('profile.details.fixed.email'),
      detail: breakableAddress(member.email),
    },
  ];
  if (member.icNumber !== undefined)
    facts.push({ key: 'ic', term: t('profile.details.fixed.icNumber'), detail: member.icNumber });
  if (member.visitorType === 'corporate' && member.uen !== undefined)
    facts.push({ key: 'uen', term: t('profile.details.fixed.uen'), detail: member.uen });
  return (
    <Card>
      <Title>
        <Icon name="lock" />
        <Heading level={2} size="md" weight="semibold" tone="primary">
          {t('profile.details.fixed.title')}
        </Heading>
      </Title>
      <Text size="sm" tone="secondary">
        {t('profile.details.fixed.description')}
      </Text>
      <FactRows label={t('profile.details.fixed.title')} facts={facts} />
    </Card>
  );
}
