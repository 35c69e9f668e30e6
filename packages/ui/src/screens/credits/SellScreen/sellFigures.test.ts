import { describe, expect, it } from 'vitest';
import { money, tons } from '@carbonmarket/domain';
import { sellFigures, typedSellTons } from './sellFigures';

describe('typedSellTons', () => {
  it('reads tons in steps of a thousandth', () => {
    expect(typedSellTons('12.345')?.toString()).toBe('12.345');
    expect(typedSellTons(' 300 ')?.toString()).toBe('300');
    expect(typedSellTons('0.001')?.toString()).toBe('0.001');
  });

  it('refuses what cannot be sold: empty, zero, finer than 0.001 t, not a number', () => {
    for (const typed of ['', '0', '0.000', '0.0004', '1.2345', '1,5', '-1', 'abc', '1e3', '.5'])
      expect(typedSellTons(typed), typed).toBeNull();
  });
});

/** The holding the figures are checked against. */
const HELD = tons('300');

describe('sellFigures', () => {
  it('pays the tons at the price rounded down to the cent, as the server does', () => {
    // 12.345 x 18.50 = 228.3825: 228.38, never 228.39.
    expect(sellFigures('12.345', money('18.50'), HELD).proceeds?.toString()).toBe('228.38');
    // 0.999 x 9.99 = 9.98001: 9.98.
    expect(sellFigures('0.999', money('9.99'), HELD).proceeds?.toString()).toBe('9.98');
    expect(sellFigures('300', money('18.50'), HELD)).toMatchObject({ tooSmall: false });
  });

  it('says when a sale would pay less than a cent', () => {
    // 0.001 x 9.90 = 0.0099: nothing once rounded down.
    const figures = sellFigures('0.001', money('9.90'), HELD);
    expect(figures.proceeds?.toString()).toBe('0.00');
    expect(figures.tooSmall).toBe(true);
    expect(sellFigures('0.002', money('4.90'), HELD).tooSmall).toBe(true);
    expect(sellFigures('0.002', money('5.00'), HELD).tooSmall).toBe(false);
  });

  it('has no figures without a quantity', () => {
    expect(sellFigures('', money('18.50'), HELD)).toEqual({
      quantity: null,
      proceeds: null,
      tooSmall: false,
      aboveHolding: null,
    });
  });

  it('never has proceeds for more than is held: how many tons more instead', () => {
    const above = sellFigures('300.5', money('18.50'), HELD);
    expect(above.proceeds).toBeNull();
    expect(above.aboveHolding?.toString()).toBe('0.5');
    expect(sellFigures('300', money('18.50'), HELD).aboveHolding).toBeNull();
  });
});
