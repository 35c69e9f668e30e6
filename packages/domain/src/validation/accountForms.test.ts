import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { isErrorCode } from '../errors/errorCode';
import { issueCodes } from './issueCodes';
import { changeWithdrawalPasswordFormSchema, profileUpdateFormSchema } from './accountForms';
import { bankAccountFormSchema, bankAccountRequestSchema } from './moneyForms';
import { Secret, secretPasswordSchema } from './secret';

const fieldCodes = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : issueCodes(result.error);
};

describe('change withdrawal password form', () => {
  const schema = changeWithdrawalPasswordFormSchema('Greener2026');
  const valid = { oldPassword: 'x', password: 'Withdraw#2026', confirmPassword: 'Withdraw#2026' };

  it('takes the current password, a strong new one and its confirmation', () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(fieldCodes(schema, { ...valid, oldPassword: '' })).toEqual({ oldPassword: 'REQUIRED' });
    expect(
      fieldCodes(schema, { ...valid, password: 'weakpass', confirmPassword: 'weakpass' }),
    ).toEqual({
      password: 'WITHDRAWAL_PASSWORD_WEAK',
    });
    expect(fieldCodes(schema, { ...valid, confirmPassword: 'Withdraw#2027' })).toEqual({
      confirmPassword: 'PASSWORDS_DO_NOT_MATCH',
    });
  });

  it('refuses the login password when it is known', () => {
    const same = { oldPassword: 'x', password: 'Greener#2026x', confirmPassword: 'Greener#2026x' };
    expect(fieldCodes(changeWithdrawalPasswordFormSchema('Greener#2026x'), same)).toEqual({
      password: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
    });
    expect(changeWithdrawalPasswordFormSchema().safeParse(same).success).toBe(true);
  });
});

describe('profile update form', () => {
  it('takes any of the names and the mobile', () => {
    expect(profileUpdateFormSchema.parse({})).toEqual({});
    expect(profileUpdateFormSchema.parse({ firstName: ' Ana ', mobile: '81234567' })).toEqual({
      firstName: 'Ana',
      mobile: '81234567',
    });
    expect(fieldCodes(profileUpdateFormSchema, { mobile: '1234', lastName: '' })).toEqual({
      mobile: 'PHONE_INVALID',
      lastName: 'REQUIRED',
    });
    expect(fieldCodes(profileUpdateFormSchema, { companyName: 'x'.repeat(141) })).toEqual({
      companyName: 'TEXT_TOO_LONG',
    });
  });
});

describe('bank account', () => {
  const card = { bankName: 'OCBC Bank', accountNumber: '501 234567 001', holderName: 'Tan Ana' };

  it('needs a bank of the Singapore list', () => {
    expect(bankAccountRequestSchema.parse(card).accountNumber).toBe('501234567001');
    expect(fieldCodes(bankAccountRequestSchema, { ...card, bankName: 'Bank of Nowhere' })).toEqual({
      bankName: 'BANK_INFO_INCORRECT',
    });
  });

  it('leaves the holder to the server in the request, checks it in the form', () => {
    expect(bankAccountRequestSchema.safeParse({ ...card, holderName: 'Bob Lim' }).success).toBe(
      true,
    );
    const form = bankAccountFormSchema({ registeredName: ['Ana Tan', 'Tan Ana'] });
    expect(form.safeParse(card).success).toBe(true);
    expect(fieldCodes(form, { ...card, holderName: 'Bob Lim' })).toEqual({
      holderName: 'HOLDER_NAME_MISMATCH',
    });
  });
});

describe('secrets', () => {
  it('never show in JSON or text, only through reveal()', () => {
    const parsed = secretPasswordSchema.parse('Withdraw#2026');
    expect(parsed).toBeInstanceOf(Secret);
    expect(parsed.reveal()).toBe('Withdraw#2026');
    expect(JSON.stringify({ password: parsed })).toBe('{"password":"[secret]"}');
    expect(String(parsed)).toBe('[secret]');
    const empty = secretPasswordSchema.safeParse('');
    expect(empty.success ? {} : issueCodes(empty.error)).toEqual({ _form: 'REQUIRED' });
  });
});

describe('account form schemas speak only in catalogue codes', () => {
  const schemas: [string, z.ZodType][] = [
    ['changeWithdrawalPassword', changeWithdrawalPasswordFormSchema('Greener2026')],
    ['profileUpdate', profileUpdateFormSchema],
    ['bankAccountRequest', bankAccountRequestSchema],
  ];
  const keys = [
    'oldPassword',
    'password',
    'confirmPassword',
    'firstName',
    'mobile',
    'bankName',
    'holderName',
  ];
  const input = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...keys), fc.anything()));
  it.each(schemas)('%s', (_name, schema) => {
    fc.assert(
      fc.property(input, (value) => {
        for (const item of schema.safeParse(value).error?.issues ?? [])
          expect(isErrorCode(item.message), item.message).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
