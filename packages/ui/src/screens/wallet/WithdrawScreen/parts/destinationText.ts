import { groupedMobile, maskedAccountNumber } from '@carbonmarket/domain';
import type { BankCard, WithdrawalDestination } from '@carbonmarket/domain';
import type { TFunction } from 'i18next';

/** Where a withdrawal goes, as the member reads it: the bank and its last digits, or PayNow. */
export function destinationText(t: TFunction, card: BankCard, to: WithdrawalDestination): string {
  return to === 'paynow' && card.paynowNumber !== null
    ? t('wallet.withdraw.to.paynow', { mobile: groupedMobile(card.paynowNumber) })
    : t('wallet.withdraw.to.bank', {
        bank: card.bankName,
        account: maskedAccountNumber(card.accountNumber),
      });
}
