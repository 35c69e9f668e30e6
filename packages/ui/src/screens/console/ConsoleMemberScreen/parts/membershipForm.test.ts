import { describe, expect, it } from 'vitest';
import { membershipChangeOf, membershipFormSchema } from './membershipForm';

const now = new Date('2026-11-20T10:00:00+08:00');

describe('membershipFormSchema', () => {
  it('takes P0 without a period', () => {
    expect(membershipFormSchema.safeParse({ level: 'P0', period: '' }).success).toBe(true);
  });

  it('asks a paid level for its period, on the period field', () => {
    const read = membershipFormSchema.safeParse({ level: 'P3', period: '' });
    expect(read.success).toBe(false);
    expect(read.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['period', 'REQUIRED'],
    ]);
  });

  it('refuses a level that is not one', () => {
    expect(membershipFormSchema.safeParse({ level: 'P9', period: 'annual' }).success).toBe(false);
  });
});

describe('membershipChangeOf', () => {
  it('sets P0 without an expiry, whatever period was left chosen', () => {
    expect(membershipChangeOf({ level: 'P0', period: 'annual' }, now)).toEqual({
      level: 'P0',
      expiresAt: null,
    });
  });

  it('runs a monthly level a calendar month from now in Singapore', () => {
    expect(membershipChangeOf({ level: 'P2', period: 'monthly' }, now)).toEqual({
      level: 'P2',
      expiresAt: new Date('2026-12-20T10:00:00+08:00'),
    });
  });

  it('runs an annual level twelve months from now', () => {
    expect(membershipChangeOf({ level: 'P5', period: 'annual' }, now).expiresAt).toEqual(
      new Date('2027-11-20T10:00:00+08:00'),
    );
  });
});
