import { randomInt } from 'node:crypto';
import { money, topUpPayload } from '@carbonmarket/domain';
import type { PayNowPayee } from '@carbonmarket/domain';

export type { PayNowPayee } from '@carbonmarket/domain';

/**
 * What stands in for a payment provider: it opens a payment the member makes outside the app
 * and says whom to pay. The reference server's provider makes PayNow references to the operator's
 * PayNow details; the operator (or the demo scheduler) confirms the payment arrived.
 */
export interface TopUpPaymentProvider {
  payee: PayNowPayee;
  /** A fresh reference the payer quotes in the transfer. */
  newReference(): string;
}

/** The demo operator's PayNow details: a UEN of the right shape that belongs to nobody. */
export const DEMO_PAYNOW_PAYEE: PayNowPayee = {
  uen: '202600001K',
  name: 'Carbon Market Demo Ltd',
  city: 'Singapore',
};

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/**
 * Refuses PayNow details a banking app could not read in a top-up's code (a UEN of the wrong
 * shape, a name over 25 characters or not ASCII, a city over 15), by building a sample code.
 */
export function checkPayNowPayee(payee: PayNowPayee): PayNowPayee {
  topUpPayload({ amount: money('1.00'), reference: 'CHECK', createdAt: new Date() }, payee);
  return payee;
}

/** The provider: references like `CM7QK2M9XH4P`, paid to `payee`. */
export function createPayNowProvider(payee: PayNowPayee = DEMO_PAYNOW_PAYEE): TopUpPaymentProvider {
  return {
    payee,
    newReference: () =>
      `CM${Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`,
  };
}
