import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney, meetsLevel } from '@carbonmarket/domain';
import type { MembershipLevel, MembershipPlan } from '@carbonmarket/domain';
import { Amount } from '../../../../components/Amount/Amount';
import { BlockedReason } from '../../../../components/BlockedReason/BlockedReason';
import { Button } from '../../../../components/Button/Button';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { Card } from '../../../../components/Card/Card';
import { ErrorState } from '../../../../components/ErrorState/ErrorState';
import { Text } from '../../../../components/Typography/Text';
import { Icon } from '../../../../icons/Icon';
import { formatDate } from '../../../../i18n/formatDate';
import { useLocale } from '../../../../i18n/useLocale';
import type { ScreenLinks } from '../../../../links/screenLinks';
import type { PlanChoice } from '../planChoice';
import { OfflineReason, useOffline } from '../../../../components/Offline';

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[100]};
  margin: 0;
`;

const Unlocks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[150]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space[200]};
  }
  & svg {
    flex: none;
  }
`;

/* The tick goes with the brand colour; a thing the level does not open is set back. */
const Included = styled.li`
  color: ${({ theme }) => theme.color.text.primary};
  & > svg {
    color: ${({ theme }) => theme.color.text.success};
  }
`;

const Excluded = styled.li`
  color: ${({ theme }) => theme.color.text.secondary};
`;

const Action = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
`;

/* Paired with its own fill, like a status tag. */
const HeldTag = styled.span`
  display: inline-flex;
  padding: ${({ theme }) => `${theme.space['050']} ${theme.space[200]}`};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.status.success.bg};
  color: ${({ theme }) => theme.color.status.success.fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

/** The places a plan's card links to. */
export type PlanCardLinks = Pick<ScreenLinks, 'topUp' | 'topUpForPlan'>;

export interface PlanCardProps {
  plan: MembershipPlan;
  /** What buying it would do for this member now. */
  choice: PlanChoice;
  /** The level held now: its plan is marked. */
  held: MembershipLevel;
  /** The lowest level that may sell presale credits. */
  presaleSellLevel: MembershipLevel;
  /** Asks to buy it (the screen confirms first). */
  onChoose: () => void;
  /** This plan is being paid for: its button is busy. */
  joining: boolean;
  /** Another payment is under way: the button waits. */
  disabled: boolean;
  /** Why paying for this plan was just refused, in words. */
  refusal: string | null;
  links: PlanCardLinks;
}

/**
 * One plan: its level, its price for the period, what it opens (projects up to its level; selling
 * presale credits from the operator's level), and its action: join, upgrade or renew. A lower
 * level than the one held says why not yet; a price above the balance says by how much, with the
 * way to top up (and back here).
 */
export function PlanCard({
  plan,
  choice,
  held,
  presaleSellLevel,
  onChoose,
  joining,
  disabled,
  refusal,
  links,
}: PlanCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const reasonId = useId();
  const offline = useOffline();
  const { level, period, price } = plan;
  const reason = (() => {
    if (offline) return <OfflineReason id={reasonId} />;
    if (choice.kind === 'lower')
      return (
        <BlockedReason id={reasonId}>
          {choice.heldUntil === null
            ? t('profile.membership.plan.lowerNoEnd', { held: choice.held })
            : t('profile.membership.plan.lower', {
                held: choice.held,
                date: formatDate(choice.heldUntil, locale),
              })}
        </BlockedReason>
      );
    if (choice.shortfall === null) return null;
    const shortfall = choice.shortfall;
    const topUpHref = links.topUpForPlan?.({ level, period, shortfall }) ?? links.topUp;
    return (
      <BlockedReason
        id={reasonId}
        action={
          topUpHref === undefined ? undefined : (
            <ButtonLink href={topUpHref} variant="secondary" size="sm">
              {t('profile.membership.plan.topUp')}
            </ButtonLink>
          )
        }
      >
        {t('profile.membership.plan.shortBy', { amount: formatMoney(shortfall, locale) })}
      </BlockedReason>
    );
  })();
  const blocked = reason !== null;
  return (
    <Card
      title={t('profile.membership.plan.name', { level })}
      extra={held === level ? <HeldTag>{t('profile.membership.plan.held')}</HeldTag> : undefined}
    >
      <Price>
        <Amount value={price} size="lg" />
        <Text as="span" size="sm" tone="secondary">
          {t(`profile.membership.plan.per.${period}`)}
        </Text>
      </Price>
      <Unlocks aria-label={t('profile.membership.plan.unlocks', { level })}>
        <Included>
          <Icon name="check" />
          <Text as="span" size="sm">
            {t('profile.membership.plan.projects', { level })}
          </Text>
        </Included>
        {meetsLevel(level, presaleSellLevel) ? (
          <Included>
            <Icon name="check" />
            <Text as="span" size="sm">
              {t('profile.membership.plan.presaleSell')}
            </Text>
          </Included>
        ) : (
          <Excluded>
            <Icon name="minus" />
            <Text as="span" size="sm">
              {t('profile.membership.plan.presaleSellFrom', { level: presaleSellLevel })}
            </Text>
          </Excluded>
        )}
      </Unlocks>
      <Action>
        {refusal !== null ? <ErrorState variant="inline" message={refusal} /> : null}
        {reason}
        <Button
          fullWidth
          variant={choice.kind === 'renew' || choice.kind === 'lower' ? 'secondary' : 'primary'}
          onClick={onChoose}
          loading={joining}
          disabled={blocked || (disabled && !joining)}
          aria-describedby={blocked ? reasonId : undefined}
        >
          {t(`profile.membership.plan.${choice.kind === 'lower' ? 'join' : choice.kind}`, {
            level,
          })}
        </Button>
      </Action>
    </Card>
  );
}
