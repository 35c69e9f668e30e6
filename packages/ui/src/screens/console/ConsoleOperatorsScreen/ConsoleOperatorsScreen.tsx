import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { Heading } from '../../../components/Typography/Heading';
import type { Loadable } from '../../../components/loadable';
import type { ConsoleChromeProps } from '../shared/consoleChrome';
import type { EnrolmentLink, Operator, OperatorInviteForm } from './operatorsTypes';
import { EnrolmentLinkPanel } from './parts/EnrolmentLinkPanel';
import { InviteSection } from './parts/InviteSection';
import { OperatorItem } from './parts/OperatorItem';
import { PLACEHOLDER_OPERATOR } from './parts/placeholders';
import { LoadError } from '../shared/LoadError';
import { ConsolePage } from '../shared/ConsolePage';
import { ItemList, PlaceholderItems } from '../shared/PlaceholderItems';

export type { EnrolmentLink, Operator, OperatorInviteForm, OperatorStatus } from './operatorsTypes';
export type { ConsoleNavigation, ConsoleSection } from '../shared/ConsoleSections';

export interface ConsoleOperatorsScreenProps extends ConsoleChromeProps {
  /** The signed-in admin's id: their own account cannot be disabled from here. */
  operatorId: number;
  /** The staff, newest first (`admin.operators`); there is always at least one admin. */
  operators: Loadable<readonly Operator[]>;
  /** Called with the invitation, checked by `admin.inviteOperator`'s request schema. */
  onInvite: (form: OperatorInviteForm) => void;
  /** The invitation is being sent: its form shows busy. @default false */
  inviting?: boolean;
  /** Starts a staff member's enrolment again (a lost phone), with the reason typed. */
  onReenrol: (operatorId: number, reason: string) => void;
  /** Disables a staff member for good, with the reason typed. */
  onDisable: (operatorId: number, reason: string) => void;
  /** Unlocks a staff member locked by wrong sign-ins, with the reason typed. */
  onUnlock: (operatorId: number, reason: string) => void;
  /**
   * The enrolment link the last invitation or re-enrolment answered: shown at the top with Copy,
   * until the app leaves it out. A new link also closes and empties the invitation's form.
   */
  link?: EnrolmentLink;
  /** Copies the link shown (the app writes it to the clipboard and says so). */
  onCopyLink: (url: string) => void;
  /**
   * The staff member being acted on: the button of the action confirmed shows busy, and their
   * other buttons wait.
   */
  busyId?: number;
  /**
   * Why the last action was refused, in a banner that is announced: `EMAIL_EXISTS` (already on
   * the staff: re-enrol them instead), `STATUS_CHANGE_NOT_ALLOWED` (another admin changed them
   * first), `NETWORK_ERROR`…
   */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  /** Loads the staff again after it failed. */
  onRetry: () => void;
}

/** How many placeholder lines a loading staff list shows: more than a phone's screen holds. */
const PLACEHOLDERS = 3;

const noop = () => undefined;

/**
 * The operator's staff, for admins: each member with their role, where their account stands
 * (invited, active, locked, disabled) and when they last signed in. Re-enrol (a lost phone: a
 * new link), Disable (for good; never oneself) and Unlock (when locked) each ask for the reason
 * kept in the audit trail. Invite adds someone by name, e-mail and role. An invitation or a
 * re-enrolment answers an enrolment link, shown at the top to copy and pass on privately: it
 * works once, until its time, and the server sends no e-mail. A refusal shows in an announced
 * banner.
 */
export function ConsoleOperatorsScreen({
  operatorName,
  operatorId,
  operators,
  onInvite,
  inviting = false,
  onReenrol,
  onDisable,
  onUnlock,
  link,
  onCopyLink,
  busyId,
  error,
  errorParams,
  onRetry,
  navigation,
  onSignOut,
  locale,
  onLocaleChange,
}: ConsoleOperatorsScreenProps) {
  const { t } = useTranslation();

  const staff = () => {
    switch (operators.status) {
      case 'loading':
        return (
          <PlaceholderItems label={t('console.operators.loading')} count={PLACEHOLDERS}>
            <OperatorItem
              operator={PLACEHOLDER_OPERATOR}
              self={false}
              busy={false}
              onReenrol={noop}
              onDisable={noop}
              onUnlock={noop}
            />
          </PlaceholderItems>
        );
      case 'error':
        return (
          <LoadError
            title={t('console.operators.loadError')}
            error={operators.error}
            onRetry={onRetry}
          />
        );
      case 'ready':
        return (
          <ItemList aria-label={t('console.operators.list')}>
            {operators.data.map((operator) => (
              <li key={operator.id}>
                <OperatorItem
                  operator={operator}
                  self={operator.id === operatorId}
                  busy={busyId === operator.id}
                  onReenrol={(reason) => onReenrol(operator.id, reason)}
                  onDisable={(reason) => onDisable(operator.id, reason)}
                  onUnlock={(reason) => onUnlock(operator.id, reason)}
                />
              </li>
            ))}
          </ItemList>
        );
      default:
        return operators satisfies never;
    }
  };

  return (
    <ConsolePage
      chrome={{ operatorName, onSignOut, navigation, locale, onLocaleChange }}
      refusal={{ title: t('console.operators.actionFailed'), error, errorParams }}
    >
      {link === undefined ? null : <EnrolmentLinkPanel link={link} onCopy={onCopyLink} />}
      <Heading level={2} size="xl" weight="bold">
        {t('console.operators.heading')}
      </Heading>
      <InviteSection key={link?.url ?? ''} onInvite={onInvite} inviting={inviting} />
      {staff()}
    </ConsolePage>
  );
}
