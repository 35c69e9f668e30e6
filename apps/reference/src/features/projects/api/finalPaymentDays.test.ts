import { describe, expect, it } from 'vitest';
import { finalPaymentDays } from './finalPaymentDays';

describe('finalPaymentDays', () => {
  it("reads the operator's days from base config", () => {
    expect(
      finalPaymentDays({
        limits: { presale: { bookingFeePercent: '10', finalPaymentDays: 5 } },
      }),
    ).toBe(5);
  });
  it('is unknown before base config, or when it does not parse', () => {
    expect(finalPaymentDays(null)).toBeUndefined();
    expect(finalPaymentDays({ limits: { presale: { finalPaymentDays: 0 } } })).toBeUndefined();
  });
});
