import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { POSTGRES_TYPES } from './postgresTypes';

describe('POSTGRES_TYPES', () => {
  const bigint = POSTGRES_TYPES.getTypeParser(20, 'text') as (text: string) => unknown;

  it('reads a bigint as a number', () => {
    expect(bigint('42')).toBe(42);
    expect(bigint('-1099511627776')).toBe(-(2 ** 40));
    expect(bigint(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses a bigint a number cannot hold exactly', () => {
    expect(() => bigint('9007199254740993')).toThrow(/not an integer a number holds exactly/);
  });

  it('reads a sum (numeric) as a whole number, and refuses a fraction', () => {
    const numeric = POSTGRES_TYPES.getTypeParser(1700, 'text') as (text: string) => unknown;
    expect(numeric('1234567')).toBe(1_234_567);
    expect(() => numeric('12.5')).toThrow(/not an integer/);
  });

  it('reads every other type as pg does', () => {
    expect(POSTGRES_TYPES.getTypeParser(17, 'text')).toBe(pg.types.getTypeParser(17, 'text'));
    expect(POSTGRES_TYPES.getTypeParser(25, 'text')).toBe(pg.types.getTypeParser(25, 'text'));
  });
});
