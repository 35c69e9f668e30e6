import { describe, expect, it } from 'vitest';
import { membershipPlanPrice } from './membershipPrice';

const pricing = { p1MonthlyPrice: '9.90', annualMonths: 10 };

describe('membershipPlanPrice', () => {
  it('doubles per level and charges 10 months for a year', () => {
    expect(membershipPlanPrice('P1', 'monthly', pricing).toString()).toBe('9.90');
    expect(membershipPlanPrice('P2', 'monthly', pricing).toString()).toBe('19.80');
    expect(membershipPlanPrice('P5', 'monthly', pricing).toString()).toBe('158.40');
    expect(membershipPlanPrice('P1', 'annual', pricing).toString()).toBe('99.00');
    expect(membershipPlanPrice('P3', 'annual', pricing).toString()).toBe('396.00');
  });
});
