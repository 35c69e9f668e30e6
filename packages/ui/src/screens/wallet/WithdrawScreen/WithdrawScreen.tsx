import { useTranslation } from 'react-i18next';
import { money } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, Money, Withdrawal } from '@carbonmarket/domain';
import type { WithdrawForm as WithdrawRequest } from '@carbonmarket/domain/contract';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Page } from '../../../components/Page/Page';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import type { FieldErrors } from '../../../forms/serverErrors';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import type { ScreenLinks } from '../../../links/screenLinks';
import { WithdrawBlocked } from './parts/WithdrawBlocked';
import type { WithdrawBlock } from './parts/WithdrawBlocked';
import { WithdrawDone } from './parts/WithdrawDone';
import { WithdrawForm } from './parts/WithdrawForm';
import { WithdrawalsSection } from './parts/WithdrawalsSection';
import type { WithdrawAccount, WithdrawQuoteState, WithdrawalPages } from './withdrawTypes';

export type {
  WithdrawAccount,
  WithdrawAllowance,
  WithdrawQuoteState,
  WithdrawalPages,
} from './withdrawTypes';

/** The places WithdrawScreen links to: what to set up first, customer service, fund records. */
export type WithdrawScreenLinks = Pick<ScreenLinks, 'bankCard' | 'withdrawalPassword' | 'contact'> &
  Required<Pick<ScreenLinks, 'wallet'>>;

export interface WithdrawScreenProps {
  /** The balance, the saved account, the password set or not, the flags and today's allowance. */
  account: Loadable<WithdrawAccount>;
  /** The member's withdrawals, newest first, with their statuses. */
  withdrawals: WithdrawalPages;
  /** The server's fee quote for the amount typed. */
  quote: WithdrawQuoteState;
  /** An amount that can be withdrawn was typed (null: none), for the quote. */
  onAmountChange: (amount: Money | null) => void;
  /** Asks for the withdrawal (every field passed the rules). */
  onWithdraw: (request: WithdrawRequest) => void;
  /** The request is under way. @default false */
  withdrawing?: boolean;
  /** The withdrawal just asked for, its status kept up to date: the receipt shows. */
  done?: Withdrawal | null;
  /** Why the last request was refused (a wrong password says the tries left). */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
  onBack: () => void;
  /** Loads the page again after a failure. */
  onRetry: () => void;
  /** Loads the next page of withdrawals, and again after a failure. */
  onWithdrawalsReachBottom: () => void;
  onWithdrawalsRetry: () => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: WithdrawScreenLinks;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/** What the page lays out while it loads. */
const PLACEHOLDER: WithdrawAccount & { card: NonNullable<WithdrawAccount['card']> } = {
  available: money('1000'),
  frozen: money('0'),
  card: {
    bankName: 'DBS Bank',
    accountNumber: '0000000000',
    holderName: 'Account holder',
    paynowNumber: null,
  },
  hasPassword: true,
  risk: false,
  locked: false,
  allowance: {
    min: money('50'),
    max: money('50000'),
    dailyMax: money('100000'),
    dailyLeft: money('100000'),
    feePercent: '1',
    feeMin: money('2'),
    closed: null,
  },
};

/** What stands between the member and the form, in the order it is checked; null when nothing. */
function blockOf(account: WithdrawAccount): WithdrawBlock | null {
  if (account.risk) return 'risk';
  if (account.locked) return 'locked';
  if (account.card === null) return 'noCard';
  if (!account.hasPassword) return 'noPassword';
  return null;
}

/**
 * Withdrawing money to the saved bank account or its PayNow number. The form takes the amount
 * within the bounds and what is left of the day, previews the fee and the net amount as the
 * server quotes them, and asks for the withdrawal password; a wrong one says how many tries are
 * left, the last freezes the balance. Closed at the weekend, each day with its message. A member
 * without a bank account or a withdrawal password is sent to set them up first; a flagged or
 * locked account is told why it cannot withdraw. Below, the withdrawals and where each stands.
 */
export function WithdrawScreen({
  account,
  withdrawals,
  quote,
  onAmountChange,
  onWithdraw,
  withdrawing = false,
  done = null,
  error,
  errorParams,
  fieldErrors,
  onBack,
  onRetry,
  onWithdrawalsReachBottom,
  onWithdrawalsRetry,
  links,
  locale,
  onLocaleChange,
}: WithdrawScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navBar = (
    <NavBar
      title={t('wallet.withdraw.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  const list = (
    <WithdrawalsSection
      withdrawals={withdrawals}
      onReachBottom={onWithdrawalsReachBottom}
      onRetry={onWithdrawalsRetry}
    />
  );
  switch (account.status) {
    case 'loading':
      return (
        <Page navBar={navBar}>
          <SkeletonOutline label={t('wallet.withdraw.loading')}>
            <WithdrawForm
              account={PLACEHOLDER}
              quote={{ status: 'idle' }}
              onAmountChange={() => undefined}
              onWithdraw={() => undefined}
              withdrawing={false}
            />
          </SkeletonOutline>
        </Page>
      );
    case 'error':
      return (
        <Page navBar={navBar}>
          <ErrorState
            title={t('wallet.withdraw.loadError')}
            message={errorText(account.error ?? 'OPERATION_FAILED')}
            icon={account.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
            onRetry={onRetry}
          />
        </Page>
      );
    case 'ready': {
      const data = account.data;
      const { card } = data;
      const block = blockOf(data);
      if (done !== null && card !== null)
        return (
          <Page navBar={navBar}>
            <WithdrawDone
              withdrawal={done}
              card={card}
              available={data.available}
              links={[{ href: links.wallet, label: t('wallet.withdraw.done.toRecords') }]}
            />
            {list}
          </Page>
        );
      return (
        <Page navBar={navBar}>
          {block !== null || card === null ? (
            <WithdrawBlocked block={block ?? 'noCard'} frozen={data.frozen} links={links} />
          ) : (
            <WithdrawForm
              account={{ ...data, card }}
              quote={quote}
              onAmountChange={onAmountChange}
              onWithdraw={onWithdraw}
              withdrawing={withdrawing}
              error={error}
              errorParams={errorParams}
              fieldErrors={fieldErrors}
            />
          )}
          {list}
        </Page>
      );
    }
    default:
      return account satisfies never;
  }
}
