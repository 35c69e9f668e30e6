import type { MembershipLevel } from '../model/membership';

/**
 * Operator-tunable limits with the defaults of docs/PRODUCT.md. The server sends the values
 * in force in base config; amounts are plain decimal strings (SGD), never floats.
 */
export interface BusinessConfig {
  withdrawal: {
    /** Smallest amount per request, SGD. */
    min: string;
    /** Largest amount per request, SGD. */
    max: string;
    /** Largest total per Singapore calendar day, SGD. */
    dailyMax: string;
    /** Fee as a percentage of the amount, e.g. '1' for 1 %. */
    feePercent: string;
    /** Smallest fee, SGD. */
    feeMin: string;
  };
  purchase: {
    /** Purchases per project per calendar month. */
    maxPerMonth: number;
    /** Purchases per project in total. */
    maxTotal: number;
  };
  presale: {
    /** Booking fee as a percentage of the expected total. */
    bookingFeePercent: string;
    /** Days to pay the balance once the final price is set. */
    finalPaymentDays: number;
  };
  sale: {
    /** Working days before sale proceeds become available (the longest of 1 to 3). */
    payoutWorkingDays: number;
  };
  membership: {
    /** Lowest level that may sell presale credits. */
    presaleSellMinLevel: MembershipLevel;
    /** Monthly price of P1, SGD; each level above costs double the one below. */
    p1MonthlyPrice: string;
    /** Annual price = this many monthly prices. */
    annualMonths: number;
  };
  registration: {
    invitationRequired: boolean;
  };
  topUp: {
    min: string;
    max: string;
  };
}

export const DEFAULT_BUSINESS_CONFIG: BusinessConfig = {
  withdrawal: { min: '50', max: '50000', dailyMax: '100000', feePercent: '1', feeMin: '2' },
  purchase: { maxPerMonth: 3, maxTotal: 10 },
  presale: { bookingFeePercent: '10', finalPaymentDays: 7 },
  sale: { payoutWorkingDays: 3 },
  membership: { presaleSellMinLevel: 'P3', p1MonthlyPrice: '9.90', annualMonths: 10 },
  registration: { invitationRequired: false },
  topUp: { min: '10', max: '50000' },
};
