import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import type { BankAccountForm } from '@carbonmarket/domain/contract';
import { Button } from '../../../components/Button/Button';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { Notice } from '../../../components/Notice/Notice';
import { NoticeRegion } from '../../../components/Notice/NoticeRegion';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Page } from '../../../components/Page/Page';
import { SkeletonOutline } from '../../../components/Skeleton/SkeletonOutline';
import type { Loadable } from '../../../components/loadable';
import type { FieldErrors } from '../../../forms/serverErrors';
import { useErrorText } from '../../../i18n/useErrorText';
import type { Locale } from '../../../i18n/locale';
import { BankCardForm } from './parts/BankCardForm';
import { SavedBankCard } from './parts/SavedBankCard';
import type { BankCardAccount } from './bankCardTypes';

export type { BankCardAccount } from './bankCardTypes';

export interface BankCardScreenProps {
  /** The saved account (or none yet), the banks and the registered names. */
  account: Loadable<BankCardAccount>;
  /**
   * The member is changing the saved account: the form shows, filled in with it. Without a saved
   * account the form always shows. @default false
   */
  editing?: boolean;
  /** Opens the form to change the saved account. */
  onEdit: () => void;
  /** Leaves the form and shows the saved account again. */
  onCancelEdit: () => void;
  /** Saves the account (every field passed the rules, the holder is a registered name). */
  onSave: (card: BankAccountForm) => void;
  /** The saving is under way. @default false */
  saving?: boolean;
  /** The account shown was saved just now: the page says so. @default false */
  justSaved?: boolean;
  /** Why the last saving was refused. */
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
  onBack: () => void;
  /** Loads the account again after a failure. */
  onRetry: () => void;
  /** The language in use; with `onLocaleChange`, shows the language switch. */
  locale?: Locale;
  onLocaleChange?: (locale: Locale) => void;
}

/** What the page lays out while the account loads. */
const PLACEHOLDER = {
  bankName: 'DBS Bank',
  accountNumber: '0000000000',
  holderName: 'Account holder',
  paynowNumber: null,
} as const;

/**
 * The bank account withdrawals are paid to. Saved, it shows the bank, the number's last digits,
 * the holder and the PayNow mobile, with a way to change them; before the first is saved, the
 * form: a Singapore bank, the number, the holder (the registered name, which the account must be
 * in) and an optional PayNow mobile.
 */
export function BankCardScreen({
  account,
  editing = false,
  onEdit,
  onCancelEdit,
  onSave,
  saving = false,
  justSaved = false,
  error,
  errorParams,
  fieldErrors,
  onBack,
  onRetry,
  locale,
  onLocaleChange,
}: BankCardScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navBar = (
    <NavBar
      title={t('wallet.bankCard.title')}
      onBack={onBack}
      right={
        locale !== undefined && onLocaleChange !== undefined ? (
          <LanguageSwitch value={locale} onChange={onLocaleChange} />
        ) : undefined
      }
    />
  );
  switch (account.status) {
    case 'loading':
      return (
        <Page navBar={navBar}>
          <SkeletonOutline label={t('wallet.bankCard.loading')}>
            <SavedBankCard card={PLACEHOLDER} />
          </SkeletonOutline>
        </Page>
      );
    case 'error':
      return (
        <Page navBar={navBar}>
          <ErrorState
            title={t('wallet.bankCard.loadError')}
            message={errorText(account.error ?? 'OPERATION_FAILED')}
            icon={account.error === 'NETWORK_ERROR' ? 'cloudOff' : 'error'}
            onRetry={onRetry}
          />
        </Page>
      );
    case 'ready': {
      const { card } = account.data;
      const showForm = card === null || editing;
      // One region, kept from the form to the saved account, so that "saved" is announced.
      const status = (
        <NoticeRegion>
          {justSaved && !showForm ? (
            <Notice tone="success">{t('wallet.bankCard.savedNotice')}</Notice>
          ) : null}
        </NoticeRegion>
      );
      if (showForm)
        return (
          <Page navBar={navBar}>
            {status}
            <BankCardForm
              account={account.data}
              onSave={onSave}
              onCancel={card === null ? undefined : onCancelEdit}
              saving={saving}
              error={error}
              errorParams={errorParams}
              fieldErrors={fieldErrors}
            />
          </Page>
        );
      return (
        <Page
          navBar={navBar}
          footer={
            <Button variant="secondary" fullWidth onClick={onEdit}>
              {t('wallet.bankCard.change')}
            </Button>
          }
        >
          {status}
          <SavedBankCard card={card} />
        </Page>
      );
    }
    default:
      return account satisfies never;
  }
}
