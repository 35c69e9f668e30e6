/** Why a balance changed: every line of the ledger (a fund record) has one of these. */
export const FUND_RECORD_TYPES = [
  'top_up',
  'purchase',
  'booking_fee',
  'final_payment',
  'sale',
  'sale_settled',
  'withdrawal',
  'withdrawal_refused',
  'withdrawal_refund',
  'membership',
  'freeze',
  'unfreeze',
  'adjustment',
] as const;
export type FundRecordType = (typeof FUND_RECORD_TYPES)[number];

/** Why a carbon-credit holding changed: a retirement takes tons out for good. */
export const CREDIT_RECORD_TYPES = [
  'purchase',
  'final_payment',
  'sale',
  'retirement',
  'adjustment',
] as const;
export type CreditRecordType = (typeof CREDIT_RECORD_TYPES)[number];
