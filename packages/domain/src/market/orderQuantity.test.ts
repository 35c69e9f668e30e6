import { describe, expect, it } from 'vitest';
import { tons } from '../money/tons';
import {
  canStepWholeTons,
  isEmptyRange,
  orderTonsRange,
  stepWholeTons,
  typedOrderTons,
} from './orderQuantity';

const range = (min: string, max: string, remaining: string) =>
  orderTonsRange({ minTons: tons(min), maxTons: tons(max), remainingTons: tons(remaining) });
const text = (r: ReturnType<typeof orderTonsRange>) => [r.min.toString(), r.max.toString()];

describe('orderTonsRange', () => {
  it('runs from the minimum to the smaller of the maximum and what remains', () => {
    expect(text(range('5', '100', '40'))).toEqual(['5', '40']);
    expect(text(range('5', '100', '4000'))).toEqual(['5', '100']);
  });
  it('keeps to whole tons inside the bounds', () => {
    expect(text(range('2.5', '10', '7.9'))).toEqual(['3', '7']);
    expect(text(range('0', '10', '10'))).toEqual(['1', '10']);
  });
  it('is empty when what remains is below the minimum', () => {
    const r = range('5', '100', '3');
    expect(isEmptyRange(r)).toBe(true);
    expect(isEmptyRange(range('5', '100', '5'))).toBe(false);
  });
});

describe('stepWholeTons', () => {
  const r = range('5', '100', '40');
  it('adds or takes one ton', () => {
    expect(stepWholeTons('12', 1, r)).toBe('13');
    expect(stepWholeTons('12', -1, r)).toBe('11');
    expect(stepWholeTons(' 007 ', 1, r)).toBe('8');
  });
  it('stays within the range', () => {
    expect(stepWholeTons('40', 1, r)).toBe('40');
    expect(stepWholeTons('5', -1, r)).toBe('5');
    expect(stepWholeTons('300', -1, r)).toBe('40');
    expect(stepWholeTons('300', 1, r)).toBe('40');
    expect(stepWholeTons('1', 1, r)).toBe('5');
  });
  it('starts from the minimum when the text is not a whole number', () => {
    for (const typed of ['', 'ten', '2.5', '-3', '1e3', '9999999999999'])
      expect(stepWholeTons(typed, 1, r), typed).toBe('5');
  });
  it('steps exactly on twelve-digit quantities', () => {
    const big = range('1', '999999999999', '999999999999');
    expect(stepWholeTons('900719925474', 1, big)).toBe('900719925475');
    expect(stepWholeTons('999999999998', 1, big)).toBe('999999999999');
  });
});

describe('canStepWholeTons', () => {
  const r = range('5', '100', '40');
  it('answers whether a step changes the quantity', () => {
    expect(canStepWholeTons('40', 1, r)).toBe(false);
    expect(canStepWholeTons('40', -1, r)).toBe(true);
    expect(canStepWholeTons('5', -1, r)).toBe(false);
    expect(canStepWholeTons('', -1, r)).toBe(true);
    expect(canStepWholeTons('3', 1, r)).toBe(true);
  });
  it('never steps in an empty range', () => {
    expect(canStepWholeTons('5', 1, range('5', '100', '3'))).toBe(false);
  });
});

describe('typedOrderTons', () => {
  it('reads positive whole tons', () => {
    expect(typedOrderTons('12')?.toString()).toBe('12');
    expect(typedOrderTons(' 007 ')?.toString()).toBe('7');
    expect(typedOrderTons('999999999999')?.toString()).toBe('999999999999');
  });
  it('reads nothing else', () => {
    for (const typed of ['', '0', '000', '2.5', '-3', '1e3', 'ten', '1000000000000'])
      expect(typedOrderTons(typed), typed).toBeNull();
  });
});
