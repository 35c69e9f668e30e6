import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { MembershipLevel, Money } from '@carbonmarket/domain';
import { Amount } from '../../../../components/Amount/Amount';
import { Card } from '../../../../components/Card/Card';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import { formatDate } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';

const Standing = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
`;

const Balance = styled.dl`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  margin: 0;
  padding-top: ${({ theme }) => theme.space[300]};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};

  & > dd {
    margin: 0;
  }
`;

export interface CurrentMembershipProps {
  /** The level in force (P0: none) and when it ends. */
  level: MembershipLevel;
  expiresAt: Date | null;
  /** The available balance, which pays for a plan. */
  available: Money;
}

/** Where the member stands: the level held and its end (or none), and the balance that pays. */
export function CurrentMembership({ level, expiresAt, available }: CurrentMembershipProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const held = level !== 'P0';
  return (
    <Card>
      <Text size="sm" tone="secondary">
        {t('profile.membership.current.title')}
      </Text>
      <Standing>
        <Heading level={2} size="xl" weight="semibold">
          {held
            ? t('profile.membership.current.level', { level })
            : t('profile.membership.current.none')}
        </Heading>
        <Text size="sm" tone="secondary">
          {!held
            ? t('profile.membership.current.noneDescription')
            : expiresAt === null
              ? t('profile.membership.current.noEnd')
              : t('profile.membership.current.until', { date: formatDate(expiresAt, locale) })}
        </Text>
      </Standing>
      <Balance>
        <Text as="dt" size="sm" tone="secondary">
          {t('profile.membership.current.available')}
        </Text>
        <dd>
          <Amount value={available} size="lg" />
        </dd>
      </Balance>
    </Card>
  );
}
