import type { Money, PayNowPayee, TopUpStatus } from '@carbonmarket/domain';

/** A top-up as the member follows it: what to pay, to whom, with which reference, and by when. */
export interface TopUpDetail {
  id: number;
  amount: Money;
  /** What the payer quotes: the PayNow code carries it. */
  reference: string;
  payee: PayNowPayee;
  status: TopUpStatus;
  createdAt: Date;
  /** The end of the next day in Singapore: the code expires then. */
  payableUntil: Date;
  /** When it was credited or cancelled. */
  resolvedAt: Date | null;
}

/** The payments a member may be short of, and come back to after topping up. */
export type ShortPayment = 'purchase' | 'booking' | 'finalPayment' | 'membership';

/** The payment the top-up was started from: how much it lacked and the way back to it. */
export interface TopUpReturn {
  payment: ShortPayment;
  /** What the available balance lacked when the member left the payment. */
  shortfall: Money;
  /** The payment's page, with what the member had chosen (the quantity, the plan) kept. */
  href: string;
}
