import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { add, compare, fromCents, money } from '../money/money';
import { balanceShortfall } from './balanceShortfall';

describe('balanceShortfall', () => {
  it('is what the balance lacks, to the cent', () => {
    expect(balanceShortfall(money('185.00'), money('100.00'))?.toString()).toBe('85.00');
    expect(balanceShortfall(money('0.01'), money('0'))?.toString()).toBe('0.01');
  });

  it('is null when the balance covers the charge, exactly or with money left', () => {
    expect(balanceShortfall(money('100.00'), money('100.00'))).toBeNull();
    expect(balanceShortfall(money('22.05'), money('1000.00'))).toBeNull();
  });

  it('plus the balance is the charge whenever it is short', () => {
    const cents = fc.bigInt({ min: 0n, max: 10n ** 14n });
    fc.assert(
      fc.property(cents, cents, (charge, available) => {
        const short = balanceShortfall(fromCents(charge), fromCents(available));
        if (charge <= available) return short === null;
        return (
          short !== null &&
          compare(add(short, fromCents(available)), fromCents(charge)) === 0 &&
          compare(short, money('0')) > 0
        );
      }),
    );
  });
});
