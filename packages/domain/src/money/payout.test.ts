import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Decimal } from './decimal';
import { compare, fromCents, isNegative, money } from './money';
import { fromMilliTons, multiply, tons } from './tons';
import { netWithdrawal, withdrawalFee } from './fees';
import { roundPayout, saleProceeds } from './payout';

/** A price per ton up to S$100,000.00, from whole cents. */
const price = fc.bigInt({ min: 1n, max: 10_000_000n }).map((cents) => fromCents(cents));
/** A quantity up to 1,000,000 t, from whole thousandths. */
const quantity = fc.bigInt({ min: 1n, max: 1_000_000_000n }).map((milli) => fromMilliTons(milli));
const ONE_CENT = new Decimal('0.01');

describe('sale proceeds: what the platform pays for tons', () => {
  it('pays the whole cents of the exact value and keeps the fraction', () => {
    // 0.001 t x 18.50 = 0.0185: one cent, not two.
    expect(saleProceeds(money('18.50'), tons('0.001')).toString()).toBe('0.01');
    expect(saleProceeds(money('18.50'), tons('0.123')).toString()).toBe('2.27');
    expect(saleProceeds(money('5.00'), tons('0.001')).toString()).toBe('0.00');
    expect(saleProceeds(money('12.34'), tons('2.5')).toString()).toBe('30.85');
  });

  it('rounds any payout down to the cent, and refuses a negative one', () => {
    expect(roundPayout(new Decimal('0.019')).toString()).toBe('0.01');
    expect(roundPayout(new Decimal('1234.5699')).toString()).toBe('1234.56');
    expect(roundPayout(new Decimal('0')).toString()).toBe('0.00');
    expect(() => roundPayout(new Decimal('-0.01'))).toThrow(RangeError);
  });

  it('charges round half-up: the same value bought costs the nearest cent', () => {
    expect(multiply(money('18.50'), tons('0.001')).toString()).toBe('0.02');
    expect(multiply(money('18.50'), tons('0.123')).toString()).toBe('2.28');
  });

  it('never exceeds tons x price, and falls short of it by less than a cent', () => {
    fc.assert(
      fc.property(price, quantity, (p, q) => {
        const exact = p.decimal.times(q.decimal);
        const paid = saleProceeds(p, q).decimal;
        expect(paid.lessThanOrEqualTo(exact)).toBe(true);
        expect(exact.minus(paid).lessThan(ONE_CENT)).toBe(true);
      }),
    );
  });

  it('pays no more for tons sold in pieces than for the same tons sold at once', () => {
    fc.assert(
      fc.property(
        price,
        fc.array(fc.bigInt({ min: 1n, max: 50_000n }), { minLength: 1, maxLength: 30 }),
        (p, pieces) => {
          const inPieces = pieces.reduce(
            (sum, milli) => sum.plus(saleProceeds(p, fromMilliTons(milli)).decimal),
            new Decimal(0),
          );
          const whole = fromMilliTons(pieces.reduce((sum, milli) => sum + milli, 0n));
          expect(inPieces.lessThanOrEqualTo(saleProceeds(p, whole).decimal)).toBe(true);
          expect(inPieces.lessThanOrEqualTo(p.decimal.times(whole.decimal))).toBe(true);
        },
      ),
    );
  });
});

describe('withdrawal payout: the amount less its fee', () => {
  const feeConfig = fc.record({
    feePercent: fc
      .bigInt({ min: 0n, max: 10_000n })
      .map((hundredths) => new Decimal(hundredths.toString()).dividedBy(100).toFixed()),
    feeMin: fc.bigInt({ min: 0n, max: 10_000n }).map((cents) => fromCents(cents).toString()),
  });
  const amount = fc.bigInt({ min: 0n, max: 10n ** 11n }).map((cents) => fromCents(cents));

  it('never pays out more than the amount, nor less than nothing, whatever the fee settings', () => {
    fc.assert(
      fc.property(amount, feeConfig, (gross, config) => {
        const fee = withdrawalFee(gross, config);
        const net = netWithdrawal(gross, config);
        expect(isNegative(fee)).toBe(false);
        expect(isNegative(net)).toBe(false);
        expect(compare(net, gross)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
