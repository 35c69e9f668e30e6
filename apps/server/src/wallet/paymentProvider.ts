import { randomInt } from 'node:crypto';

/**
 * Who a PayNow top-up is paid to. The name goes into the top-up's SGQR code, which holds at most
 * 25 characters of printable ASCII (`payNowPayload` of the domain).
 */
export interface PayNowPayee {
  uen: string;
  name: string;
}

/**
 * What stands in for a payment provider: it opens a payment the member makes outside the app
 * and says whom to pay. The reference server's demo provider makes PayNow references; the
 * operator (or the demo scheduler) confirms the payment arrived.
 */
export interface TopUpPaymentProvider {
  payee: PayNowPayee;
  /** A fresh reference the payer quotes in the transfer. */
  newReference(): string;
}

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The demo provider: references like `CM7QK2M9XH4P` to a demo operator's UEN. */
export function createDemoPayNowProvider(): TopUpPaymentProvider {
  return {
    payee: { uen: '202600001K', name: 'Carbon Market Demo Ltd' },
    newReference: () =>
      `CM${Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`,
  };
}
