import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney, isZero } from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { Heading } from '../../../../components/Typography/Heading';
import { Text } from '../../../../components/Typography/Text';
import { useLocale } from '../../../../i18n/useLocale';
import { HubNotice } from './HubNotice';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[200]};
  min-width: 0;
`;

export interface LockedNoticeProps {
  /** The money frozen with the lock; null while the balances are not in. */
  frozen: Money | null;
  /** Where customer service is reached; without it the notice only says to contact it. */
  contactHref?: string;
}

/**
 * Tells a member whose account five wrong withdrawal passwords locked that the balance is frozen
 * (the amount, once the balances are in and when there was money to freeze), that withdrawing,
 * buying and selling wait until customer service unlocks the account and releases the money, and
 * the way to reach it.
 */
export function LockedNotice({ frozen, contactHref }: LockedNoticeProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const titleId = useId();
  return (
    <HubNotice tone="critical" icon="lock" labelledBy={titleId}>
      <Body>
        <Heading id={titleId} level={2} size="sm" weight="semibold">
          {t('profile.hub.locked.title')}
        </Heading>
        <Text breakAnywhere>
          {frozen === null || isZero(frozen)
            ? t('profile.hub.locked.description')
            : t('profile.hub.locked.frozen', { frozen: formatMoney(frozen, locale) })}
        </Text>
        {contactHref === undefined ? null : (
          <ButtonLink href={contactHref} variant="secondary" size="sm">
            {t('profile.hub.locked.contact')}
          </ButtonLink>
        )}
      </Body>
    </HubNotice>
  );
}
