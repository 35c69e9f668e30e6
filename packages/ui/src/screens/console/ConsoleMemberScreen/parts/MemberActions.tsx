import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney, isZero } from '@carbonmarket/domain';
import type { Balances, CreditScore, Member } from '@carbonmarket/domain';
import { Button } from '../../../../components/Button/Button';
import { Card } from '../../../../components/Card/Card';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { memberName } from '../../../../components/text/memberName';
import { useLocale } from '../../../../i18n/useLocale';
import { ReasonActionDialog } from '../../shared/ReasonActionDialog';
import { useItemActions } from '../../shared/itemActions';
import type { MemberAction, MembershipChange } from '../memberTypes';
import { CreditScoreDialog } from './CreditScoreDialog';
import { MembershipDialog } from './MembershipDialog';

/** The buttons two to a row, sharing the card's width. */
const Buttons = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[300]};
`;

export interface MemberActionsProps {
  member: Member;
  balances: Balances;
  /** The server's time now, from which a paid level set here runs. */
  now: Date;
  /** The change under way: its button shows busy, the others wait. */
  busy?: MemberAction | undefined;
  onSetRisk?: ((risk: boolean) => void) | undefined;
  onSetCreditScore?: ((score: CreditScore) => void) | undefined;
  onSetMembership?: ((change: MembershipChange) => void) | undefined;
  onUnlock?: ((reason: string) => void) | undefined;
}

/**
 * What the operator may change on the member, each button shown only when the screen was given
 * its callback: flag or clear the risk (asked to confirm), set the credit score or the
 * membership (a dialog each), and unlock with a reason (the wrong-password counts cleared, the
 * sign-in lock lifted and frozen money returned to the available balance).
 */
export function MemberActions({
  member,
  balances,
  now,
  busy,
  onSetRisk,
  onSetCreditScore,
  onSetMembership,
  onUnlock,
}: MemberActionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const actions = useItemActions<MemberAction>(busy !== undefined, busy ?? 'risk');
  const name = memberName(member);
  const frozen = !isZero(balances.frozen);
  if (!onSetRisk && !onSetCreditScore && !onSetMembership && !onUnlock) return null;
  return (
    <Card title={t('console.members.actions.heading')} headingLevel={2}>
      <Buttons>
        {onSetRisk ? (
          <ConfirmDialog
            title={t(
              member.risk ? 'console.members.risk.clearTitle' : 'console.members.risk.flagTitle',
              { name },
            )}
            message={t(
              member.risk
                ? 'console.members.risk.clearMessage'
                : 'console.members.risk.flagMessage',
              { name },
            )}
            confirmLabel={t(
              member.risk ? 'console.members.risk.clear' : 'console.members.risk.flag',
            )}
            tone={member.risk ? 'default' : 'critical'}
            onConfirm={() => {
              actions.choose('risk');
              onSetRisk(!member.risk);
            }}
            trigger={
              <Button variant="secondary" size="sm" {...actions.stateOf('risk')}>
                {t(member.risk ? 'console.members.risk.clear' : 'console.members.risk.flag')}
              </Button>
            }
          />
        ) : null}
        {onSetCreditScore ? (
          <CreditScoreDialog
            {...actions.stateOf('creditScore')}
            current={member.creditScore}
            name={name}
            onConfirm={(score) => {
              actions.choose('creditScore');
              onSetCreditScore(score);
            }}
          />
        ) : null}
        {onSetMembership ? (
          <MembershipDialog
            {...actions.stateOf('membership')}
            current={member.level}
            name={name}
            now={now}
            onConfirm={(change) => {
              actions.choose('membership');
              onSetMembership(change);
            }}
          />
        ) : null}
        {onUnlock ? (
          <ReasonActionDialog
            {...actions.stateOf('unlock')}
            change="unlockMember"
            label={t('console.members.unlock.action')}
            variant={member.locked || frozen ? 'primary' : 'secondary'}
            title={t('console.members.unlock.title', { name })}
            message={
              frozen
                ? t('console.members.unlock.messageFrozen', {
                    name,
                    amount: formatMoney(balances.frozen, locale),
                  })
                : t('console.members.unlock.message', { name })
            }
            confirmLabel={t('console.members.unlock.confirm')}
            onConfirm={(reason) => {
              actions.choose('unlock');
              onUnlock(reason);
            }}
          />
        ) : null}
      </Buttons>
    </Card>
  );
}
