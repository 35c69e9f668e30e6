import type {
  BankCard,
  ErrorCode,
  Money,
  Withdrawal,
  WithdrawalClosedReason,
  WithdrawalQuote,
} from '@carbonmarket/domain';
import type { ListStatus } from '../../../components/List/List';

/** What the member may withdraw today (the server's `wallet.withdrawalAllowance`). */
export interface WithdrawAllowance {
  /** The smallest and the largest single withdrawal. */
  min: Money;
  max: Money;
  /** The most a member may withdraw in a Singapore day, and what is left of it today. */
  dailyMax: Money;
  dailyLeft: Money;
  /** The fee: this percentage of the amount (`'1'` for 1 %), at least `feeMin`. */
  feePercent: string;
  feeMin: Money;
  /** Saturday or Sunday in Singapore: withdrawals are closed, each day with its message. */
  closed: WithdrawalClosedReason | null;
}

/** Everything the withdraw page decides on before the member types anything. */
export interface WithdrawAccount {
  /** The money that can be withdrawn, and any held after wrong withdrawal passwords. */
  available: Money;
  frozen: Money;
  /** Where withdrawals are paid; none saved yet sends the member to save one. */
  card: BankCard | null;
  /** Whether a withdrawal password is set; none sends the member to set one. */
  hasPassword: boolean;
  /** Flagged for risk review: withdrawing is refused. */
  risk: boolean;
  /** Locked after five wrong withdrawal passwords: withdrawing is refused until unlocked. */
  locked: boolean;
  allowance: WithdrawAllowance;
}

/** The server's fee quote for the amount typed: follows the amount as it changes. */
export type WithdrawQuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; quote: WithdrawalQuote }
  | { status: 'error'; error: ErrorCode };

/** The member's withdrawals loaded so far, a page at a time, and where the loading stands. */
export interface WithdrawalPages {
  /** Newest first. */
  items: readonly Withdrawal[];
  status: ListStatus;
  /** Why the last load failed, from the catalogue. */
  error?: ErrorCode;
  hasMore: boolean;
}
