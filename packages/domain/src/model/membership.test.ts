import { describe, expect, it } from 'vitest';
import {
  BALANCE_KINDS,
  BILLING_PERIODS,
  CREDIT_KINDS,
  CREDIT_SCORES,
  MEMBERSHIP_LEVELS,
  levelRank,
  meetsLevel,
} from './membership';
import { VISITOR_TYPES } from './visitor';

describe('membership and model enums', () => {
  it('ranks P0 to P5', () => {
    expect(MEMBERSHIP_LEVELS).toEqual(['P0', 'P1', 'P2', 'P3', 'P4', 'P5']);
    expect(levelRank('P0')).toBe(0);
    expect(levelRank('P5')).toBe(5);
  });

  it('compares levels inclusively', () => {
    expect(meetsLevel('P3', 'P3')).toBe(true);
    expect(meetsLevel('P4', 'P3')).toBe(true);
    expect(meetsLevel('P2', 'P3')).toBe(false);
    expect(meetsLevel('P0', 'P0')).toBe(true);
  });

  it('lists the spec values', () => {
    expect(VISITOR_TYPES).toEqual(['personal', 'corporate', 'guest']);
    expect(CREDIT_SCORES).toEqual(['excellent', 'medium', 'poor']);
    expect(BALANCE_KINDS).toEqual(['available', 'frozen', 'pending', 'declined']);
    expect(CREDIT_KINDS).toEqual(['normal', 'presale']);
    expect(BILLING_PERIODS).toEqual(['monthly', 'annual']);
  });
});
