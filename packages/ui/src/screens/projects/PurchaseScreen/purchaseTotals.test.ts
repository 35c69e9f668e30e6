import { describe, expect, it } from 'vitest';
import { money } from '@carbonmarket/domain';
import { purchaseTotals } from './purchaseTotals';

const text = (totals: ReturnType<typeof purchaseTotals>) => ({
  quantity: totals.quantity?.toString() ?? null,
  total: totals.total?.toString() ?? null,
  after: totals.after?.toString() ?? null,
  shortfall: totals.shortfall?.toString() ?? null,
});

describe('purchaseTotals', () => {
  it('prices the quantity exactly and leaves the rest of the balance', () => {
    expect(text(purchaseTotals('3', money('7.35'), money('100')))).toEqual({
      quantity: '3',
      total: '22.05',
      after: '77.95',
      shortfall: null,
    });
  });
  it('pays the whole balance when the total equals it', () => {
    expect(text(purchaseTotals('10', money('18.50'), money('185')))).toMatchObject({
      after: '0.00',
      shortfall: null,
    });
  });
  it('says how much is missing when the balance is short', () => {
    expect(text(purchaseTotals('10', money('18.50'), money('184.99')))).toEqual({
      quantity: '10',
      total: '185.00',
      after: null,
      shortfall: '0.01',
    });
  });
  it('has no figures until the quantity is a positive whole number', () => {
    for (const typed of ['', '0', '2.5', 'ten'])
      expect(text(purchaseTotals(typed, money('18.50'), money('100'))), typed).toEqual({
        quantity: null,
        total: null,
        after: null,
        shortfall: null,
      });
  });
  it('keeps cents exact on large orders', () => {
    expect(purchaseTotals('999999999999', money('18.33'), money('0')).total?.toString()).toBe(
      '18329999999981.67',
    );
  });
});
