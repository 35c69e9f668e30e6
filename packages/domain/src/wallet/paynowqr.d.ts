// The types of `paynowqr`, a public PayNow QR library that ships none: the judge of the PayNow
// payload's tests (a dev dependency, never imported by the product).
declare module 'paynowqr' {
  export interface PaynowQROptions {
    uen: string;
    amount?: string | number;
    editable?: boolean;
    /** The last valid day, `YYYYMMDD`. */
    expiry?: string;
    refNumber?: string;
    company?: string;
  }
  export default class PaynowQR {
    constructor(options: PaynowQROptions);
    /** The SGQR payload. */
    output(): string;
  }
}
