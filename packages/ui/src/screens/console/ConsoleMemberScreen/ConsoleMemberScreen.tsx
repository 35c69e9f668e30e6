import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { CreditScore, ErrorCode, ErrorParams, FundRecord, Order } from '@carbonmarket/domain';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import { useErrorText } from '../../../i18n/useErrorText';
import type { ConsoleChromeProps } from '../shared/consoleChrome';
import type {
  MemberAction,
  MemberOverview,
  MemberRecordsTab,
  MemberSession,
  MembershipChange,
  RecordPages,
} from './memberTypes';
import { MemberActions } from './parts/MemberActions';
import { MemberBalances } from './parts/MemberBalances';
import { MemberProfile } from './parts/MemberProfile';
import { MemberRecords } from './parts/MemberRecords';
import { MemberSummary } from './parts/MemberSummary';
import { PLACEHOLDER_OVERVIEW } from './parts/placeholders';
import { LoadError } from '../shared/LoadError';
import { ConsolePage } from '../shared/ConsolePage';

export type {
  MemberAction,
  MemberOverview,
  MemberRecordsTab,
  MemberSession,
  MembershipChange,
  RecordPages,
} from './memberTypes';
export type { ConsoleNavigation, ConsoleSection } from '../shared/ConsoleSections';

export interface ConsoleMemberScreenProps extends ConsoleChromeProps {
  /** The server's time now: a paid level set here runs from it. */
  now: Date;
  /** The member's profile and balances (`admin.member`). */
  overview: Loadable<MemberOverview>;
  /** Loads the member again after it failed. */
  onRetry: () => void;
  /** Where the members' list is (the search the operator came from). */
  backHref: string;
  /** The records' tab shown. */
  tab: MemberRecordsTab;
  onTabChange: (tab: MemberRecordsTab) => void;
  /** The member's orders (`admin.memberOrders`), newest first. */
  orders: RecordPages<Order>;
  /** The member's fund records (`admin.memberFundRecords`), newest first. */
  fundRecords: RecordPages<FundRecord>;
  /** The member's sessions (`admin.memberSessions`), newest first. */
  sessions: RecordPages<MemberSession>;
  /** Loads the next page of a tab's records. */
  onLoadMore: (tab: MemberRecordsTab) => void;
  /** Loads a tab's failed page again. */
  onRetryRecords: (tab: MemberRecordsTab) => void;
  /** Flags (true) or clears (false) the risk; flagging ends the member's sessions. Left out, not offered. */
  onSetRisk?: (risk: boolean) => void;
  /** Sets the credit score. Left out, not offered. */
  onSetCreditScore?: (score: CreditScore) => void;
  /** Sets the level and its expiry. Left out, not offered. */
  onSetMembership?: (change: MembershipChange) => void;
  /** Unlocks the account and unfreezes its money, with the reason typed. Left out, not offered. */
  onUnlock?: (reason: string) => void;
  /** The change under way: its button shows busy, the others wait. */
  busy?: MemberAction;
  /**
   * Why the last change was refused, in a banner that is announced: `NOT_FOUND` (no such member
   * any more), `OPERATOR_ROLE_REQUIRED`, `NETWORK_ERROR`…
   */
  error?: ErrorCode;
  errorParams?: ErrorParams;
}

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[400]};
`;

const Back = styled.div`
  align-self: flex-start;
`;

/**
 * One member, for the operator: who they are and where their account stands (kind, e-mail,
 * names, level, credit score, risk flag, lock), their balances, and their orders, fund records
 * and sessions a tab each, a page at a time. The changes the operator may make: flag or clear the
 * risk, set the credit score or the membership, unlock with a reason (which also returns frozen
 * money to the available balance). A refusal shows in an announced banner.
 */
export function ConsoleMemberScreen({
  operatorName,
  now,
  overview,
  onRetry,
  backHref,
  tab,
  onTabChange,
  orders,
  fundRecords,
  sessions,
  onLoadMore,
  onRetryRecords,
  onSetRisk,
  onSetCreditScore,
  onSetMembership,
  onUnlock,
  busy,
  error,
  errorParams,
  navigation,
  onSignOut,
  locale,
  onLocaleChange,
}: ConsoleMemberScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();

  const body = () => {
    switch (overview.status) {
      case 'loading':
        return (
          <SkeletonOutline label={t('console.members.member.loading')}>
            <Sections>
              <MemberSummary member={PLACEHOLDER_OVERVIEW.member} />
              <MemberBalances balances={PLACEHOLDER_OVERVIEW.balances} />
            </Sections>
          </SkeletonOutline>
        );
      case 'error':
        return (
          <LoadError
            title={t('console.members.member.loadError')}
            error={overview.error}
            onRetry={onRetry}
          />
        );
      case 'ready': {
        const { member, balances } = overview.data;
        return (
          <Sections>
            <MemberSummary member={member} />
            <MemberActions
              member={member}
              balances={balances}
              now={now}
              busy={busy}
              onSetRisk={onSetRisk}
              onSetCreditScore={onSetCreditScore}
              onSetMembership={onSetMembership}
              onUnlock={onUnlock}
            />
            <MemberBalances balances={balances} />
            <MemberProfile member={member} />
            <MemberRecords
              tab={tab}
              onTabChange={onTabChange}
              orders={orders}
              fundRecords={fundRecords}
              sessions={sessions}
              onLoadMore={onLoadMore}
              onRetry={onRetryRecords}
            />
          </Sections>
        );
      }
      default:
        return overview satisfies never;
    }
  };

  return (
    <ConsolePage chrome={{ operatorName, onSignOut, navigation, locale, onLocaleChange }}>
      <Back>
        <ButtonLink href={backHref} variant="plain" size="sm" icon="chevronLeft">
          {t('console.members.member.back')}
        </ButtonLink>
      </Back>
      {error === undefined ? null : (
        <ErrorState
          variant="inline"
          title={t('console.members.member.actionFailed')}
          message={errorText(error, errorParams)}
        />
      )}
      {body()}
    </ConsolePage>
  );
}
