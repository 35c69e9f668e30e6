import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { issueCodes, issueParams } from './issueCodes';
import { beneficiarySchema, retireFormSchema, retirementReasonSchema } from './retireForm';

const refusal = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? null
    : { codes: issueCodes(result.error), params: issueParams(result.error) };
};

const form = retireFormSchema({ balanceTons: '12.5' });
const valid = { quantity: '12', beneficiary: '', reason: 'Flights of 2026' };

describe('retire form', () => {
  it('takes whole tons within the whole tons held, in the member’s own name', () => {
    const parsed = form.parse(valid);
    expect(parsed.quantity.toString()).toBe('12');
    expect(parsed.beneficiary).toBeUndefined();
    expect(parsed.reason).toBe('Flights of 2026');
    expect(form.parse({ ...valid, beneficiary: '  Tan Family ' }).beneficiary).toBe('Tan Family');
    expect(form.parse({ quantity: '1', reason: 'x' }).beneficiary).toBeUndefined();
  });

  it('refuses fractions and nothing with the step, and more than the whole tons held', () => {
    for (const quantity of ['0', '1.5', '-1', 'x', '1e3'])
      expect(refusal(form, { ...valid, quantity }), quantity).toEqual({
        codes: { quantity: 'RETIREMENT_QUANTITY_INVALID' },
        params: { step: '1' },
      });
    expect(refusal(form, { ...valid, quantity: '13' })?.codes).toEqual({
      quantity: 'INSUFFICIENT_CARBON_BALANCE',
    });
    expect(refusal(form, { ...valid, quantity: '' })?.codes).toEqual({ quantity: 'REQUIRED' });
  });

  it('requires a reason of one line up to 140 characters, naming the limit', () => {
    expect(refusal(retirementReasonSchema, '  ')?.codes).toEqual({ _form: 'REQUIRED' });
    expect(retirementReasonSchema.parse('x'.repeat(140))).toHaveLength(140);
    expect(refusal(retirementReasonSchema, 'x'.repeat(141))).toEqual({
      codes: { _form: 'TEXT_TOO_LONG' },
      params: { max: 140 },
    });
    expect(refusal(retirementReasonSchema, 'two\nlines')?.codes).toEqual({
      _form: 'TEXT_CHARACTERS_INVALID',
    });
  });

  it('takes a beneficiary of up to 120 characters, or none', () => {
    expect(beneficiarySchema.parse(undefined)).toBeUndefined();
    expect(beneficiarySchema.parse('   ')).toBeUndefined();
    expect(beneficiarySchema.parse('张喆')).toBe('张喆');
    expect(beneficiarySchema.parse('x'.repeat(120))).toHaveLength(120);
    expect(refusal(beneficiarySchema, 'x'.repeat(121))).toEqual({
      codes: { _form: 'TEXT_TOO_LONG' },
      params: { max: 120 },
    });
    expect(refusal(beneficiarySchema, 'a\u202eb')?.codes).toEqual({
      _form: 'TEXT_CHARACTERS_INVALID',
    });
    expect(refusal(beneficiarySchema, 42)?.codes).toEqual({ _form: 'OPERATION_FAILED' });
  });
});
