import type { SingaporeBank } from './singaporeBanks';

/** The bank account a member's withdrawals go to. */
export interface BankCard {
  bankName: SingaporeBank;
  /** Digits only (spaces and dashes are dropped when it is saved). */
  accountNumber: string;
  /** The name the account is held in: the member's registered name. */
  holderName: string;
  /** The 8-digit mobile registered with PayNow, or null when withdrawals go to the account. */
  paynowNumber: string | null;
}

/** How many of an account number's last digits are shown where the whole number is not needed. */
export const ACCOUNT_DIGITS_SHOWN = 4;

/**
 * An account number with all but its last four digits hidden (`•••• 6789`), as banking apps show
 * a saved account; a number of four digits or fewer is hidden whole.
 */
export function maskedAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  if (digits.length <= ACCOUNT_DIGITS_SHOWN) return '••••';
  return `•••• ${digits.slice(-ACCOUNT_DIGITS_SHOWN)}`;
}

/** An 8-digit Singapore mobile in two groups of four (`8123 4567`), as it is read out; else as given. */
export function groupedMobile(mobile: string): string {
  return /^\d{8}$/.test(mobile) ? `${mobile.slice(0, 4)} ${mobile.slice(4)}` : mobile;
}
