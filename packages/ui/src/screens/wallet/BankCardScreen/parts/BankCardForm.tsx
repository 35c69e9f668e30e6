import { useTranslation } from 'react-i18next';
import type { BankCard, ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { bankAccountFormSchema } from '@carbonmarket/domain/contract';
import type { BankAccountForm } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Form } from '../../../../forms/Form';
import { FormSelect } from '../../../../forms/FormSelect';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { FieldErrors } from '../../../../forms/serverErrors';
import type { BankCardAccount } from '../bankCardTypes';

/** The form's fields as typed: text, `''` while empty. */
interface BankCardFields {
  bankName: string;
  accountNumber: string;
  holderName: string;
  paynowNumber: string;
}

const fieldsOf = (card: BankCard | null, holderNames: readonly string[]): BankCardFields => ({
  bankName: card?.bankName ?? '',
  accountNumber: card?.accountNumber ?? '',
  holderName: card?.holderName ?? holderNames[0] ?? '',
  paynowNumber: card?.paynowNumber ?? '',
});

export interface BankCardFormProps {
  account: BankCardAccount;
  onSave: (card: BankAccountForm) => void;
  /** Leaves the form without saving (only when a card is saved already). */
  onCancel?: () => void;
  saving: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
}

/**
 * The bank account to add or change: a bank of the list, the account number, the holder (the
 * registered name is filled in, and another is refused before anything is sent) and an optional
 * PayNow mobile.
 */
export function BankCardForm({
  account,
  onSave,
  onCancel,
  saving,
  error,
  errorParams,
  fieldErrors,
}: BankCardFormProps) {
  const { t } = useTranslation();
  const { card, banks, holderNames } = account;
  const form = useDomainForm<BankCardFields, BankAccountForm>(
    bankAccountFormSchema({ registeredName: holderNames }),
    fieldsOf(card, holderNames),
  );
  const changing = card !== null;
  return (
    <Form
      form={form}
      busy={saving}
      error={error}
      errorParams={errorParams}
      fieldErrors={fieldErrors}
      title={t(changing ? 'wallet.bankCard.form.changeTitle' : 'wallet.bankCard.form.addTitle')}
      headingLevel={2}
      description={t('wallet.bankCard.form.description')}
      onSubmit={onSave}
      actions={
        <>
          <Button type="submit" fullWidth loading={saving}>
            {t('wallet.bankCard.form.save')}
          </Button>
          {onCancel === undefined ? null : (
            <Button variant="secondary" fullWidth disabled={saving} onClick={onCancel}>
              {t('wallet.bankCard.form.cancel')}
            </Button>
          )}
        </>
      }
    >
      <FormSelect
        control={form.control}
        name="bankName"
        label={t('wallet.bankCard.field.bank')}
        placeholder={t('wallet.bankCard.field.bankPlaceholder')}
        options={banks.map((bank) => ({ value: bank, label: bank }))}
        required
        disabled={saving}
      />
      <FormTextField
        control={form.control}
        name="accountNumber"
        label={t('wallet.bankCard.field.accountNumber')}
        hint={t('wallet.bankCard.field.accountNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={30}
        required
        disabled={saving}
      />
      <FormTextField
        control={form.control}
        name="holderName"
        label={t('wallet.bankCard.field.holderName')}
        hint={
          holderNames[0] === undefined
            ? undefined
            : t('wallet.bankCard.field.holderNameHint', { name: holderNames[0] })
        }
        autoComplete="name"
        required
        disabled={saving}
      />
      <FormTextField
        control={form.control}
        name="paynowNumber"
        label={t('wallet.bankCard.field.paynowNumber')}
        hint={t('wallet.bankCard.field.paynowNumberHint')}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={8}
        disabled={saving}
      />
    </Form>
  );
}
