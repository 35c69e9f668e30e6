import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { agreedSchema, enteredPasswordSchema, nameSchema } from './fields';
import { amountSchema, wholeTonsSchema } from './moneyForms';

const codes = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('part schemas', () => {
  it('agreedSchema accepts only true', () => {
    expect(codes(agreedSchema, true)).toEqual([]);
    expect(codes(agreedSchema, false)).toEqual(['TERMS_NOT_AGREED']);
    expect(codes(agreedSchema, 'true')).toEqual(['TERMS_NOT_AGREED']);
  });

  it('enteredPasswordSchema needs something, at most 128 characters', () => {
    expect(codes(enteredPasswordSchema, 'x')).toEqual([]);
    expect(codes(enteredPasswordSchema, '')).toEqual(['REQUIRED']);
    expect(codes(enteredPasswordSchema, 'x'.repeat(129))).toEqual(['PASSWORD_TOO_LONG']);
  });

  it('nameSchema trims and caps at 60', () => {
    expect(nameSchema.parse('  Ana ')).toBe('Ana');
    expect(codes(nameSchema, '   ')).toEqual(['REQUIRED']);
    expect(codes(nameSchema, 'x'.repeat(61))).toEqual(['TEXT_TOO_LONG']);
  });

  it('amountSchema reads typed amounts into Money', () => {
    expect(amountSchema.parse('S$1,000.5').toString()).toBe('1000.50');
    expect(codes(amountSchema, '-5')).toEqual(['AMOUNT_INVALID']);
    expect(codes(amountSchema, '1.005')).toEqual(['AMOUNT_INVALID']);
  });

  it('wholeTonsSchema takes positive whole numbers, with a chosen code for junk', () => {
    expect(wholeTonsSchema().parse('12').toString()).toBe('12');
    expect(codes(wholeTonsSchema(), '0')).toEqual(['QUANTITY_INVALID']);
    expect(codes(wholeTonsSchema('PRESALE_QUANTITY_INVALID'), '1.5')).toEqual([
      'PRESALE_QUANTITY_INVALID',
    ]);
  });
});
