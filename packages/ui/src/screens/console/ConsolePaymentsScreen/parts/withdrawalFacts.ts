import type { TFunction } from 'i18next';
import { groupedMobile } from '@carbonmarket/domain';
import type { AdminWithdrawal } from '../paymentsTypes';

/** Whether the withdrawal is paid to its PayNow number (when the member chose it and has one). */
export const paidByPayNow = (
  withdrawal: AdminWithdrawal,
): withdrawal is AdminWithdrawal & { paynowNumber: string } =>
  withdrawal.destination === 'paynow' && withdrawal.paynowNumber !== null;

/** Where the money goes, in one line for a confirmation: the bank account in full, or PayNow. */
export function destinationLine(t: TFunction, withdrawal: AdminWithdrawal): string {
  return paidByPayNow(withdrawal)
    ? t('console.payments.withdrawal.toPayNow', { mobile: groupedMobile(withdrawal.paynowNumber) })
    : t('console.payments.withdrawal.toBank', {
        bank: withdrawal.bankName,
        account: withdrawal.accountNumber,
        holder: withdrawal.holderName,
      });
}

/**
 * Where a withdrawal stands with four eyes: no approval needed (`none`), waiting for one
 * (`awaiting`), approved by another operator (the signed-in one may pay it), or by the signed-in
 * operator (another must pay it).
 */
export type FourEyes = 'none' | 'awaiting' | 'approvedByOther' | 'approvedByMe';

export function fourEyesOf(withdrawal: AdminWithdrawal, operatorId: number): FourEyes {
  if (withdrawal.approvedBy !== null)
    return withdrawal.approvedBy === operatorId ? 'approvedByMe' : 'approvedByOther';
  return withdrawal.approvalRequired ? 'awaiting' : 'none';
}
