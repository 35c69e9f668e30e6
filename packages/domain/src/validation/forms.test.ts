import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeLoginPasswordFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
  registerFormSchemaFor,
  withdrawalPasswordFormSchema,
} from './authForms';
import {
  bankAccountFormSchema,
  bookingFormSchema,
  purchaseFormSchema,
  sellFormSchema,
  topUpFormSchema,
  withdrawFormSchema,
} from './moneyForms';
import { issueCodes } from './issueCodes';

const fieldCodes = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : issueCodes(result.error);
};

const personal = {
  visitorType: 'personal',
  email: 'ana@green.sg',
  code: '123456',
  firstName: 'Ana',
  lastName: 'Tan',
  icNumber: 'S1234567D',
  mobile: '91234567',
  password: 'Greener2026',
  confirmPassword: 'Greener2026',
  invitationCode: '',
  agreed: true,
};

describe('login form', () => {
  it('needs email, password and agreed terms', () => {
    expect(
      fieldCodes(loginFormSchema, {
        visitorType: 'personal',
        email: 'ana@green.sg',
        password: 'x',
        agreed: true,
      }),
    ).toEqual({});
    expect(
      fieldCodes(loginFormSchema, {
        visitorType: 'corporate',
        email: '',
        password: '',
        agreed: false,
      }),
    ).toEqual({
      email: 'REQUIRED',
      password: 'REQUIRED',
      agreed: 'TERMS_NOT_AGREED',
    });
  });
});

describe('register form', () => {
  it('accepts a personal member', () => {
    const parsed = registerFormSchema.parse(personal);
    expect(parsed.invitationCode).toBeUndefined();
  });
  it('requires company name and UEN for a corporate member', () => {
    expect(fieldCodes(registerFormSchema, { ...personal, visitorType: 'corporate' })).toEqual({
      companyName: 'REQUIRED',
      uen: 'REQUIRED',
    });
    expect(
      fieldCodes(registerFormSchema, {
        ...personal,
        visitorType: 'corporate',
        companyName: 'Green Pte Ltd',
        uen: '201912345K',
      }),
    ).toEqual({});
  });
  it('reports a mismatched confirmation and unagreed terms', () => {
    expect(
      fieldCodes(registerFormSchema, {
        ...personal,
        confirmPassword: 'Greener2027',
        agreed: false,
      }),
    ).toEqual({
      agreed: 'TERMS_NOT_AGREED',
      confirmPassword: 'PASSWORDS_DO_NOT_MATCH',
    });
  });
  it('reports each bad field with its code', () => {
    expect(
      fieldCodes(registerFormSchema, {
        ...personal,
        icNumber: 's1234567d',
        mobile: '9123 4567',
        code: '12',
        invitationCode: 'x',
      }),
    ).toEqual({
      icNumber: 'IC_NUMBER_INVALID',
      mobile: 'PHONE_INVALID',
      code: 'CODE_FORMAT_INVALID',
      invitationCode: 'INVITATION_CODE_FORMAT_INVALID',
    });
  });
  it('refuses an unknown visitor type without crashing', () => {
    expect(
      Object.values(fieldCodes(registerFormSchema, { ...personal, visitorType: 'guest' })),
    ).toEqual(['OPERATION_FAILED']);
  });
});

describe('register form under operator settings', () => {
  const required = registerFormSchemaFor({ invitationRequired: true });

  it('requires an invitation code when the operator does', () => {
    expect(fieldCodes(required, personal)).toEqual({ invitationCode: 'REQUIRED' });
    expect(fieldCodes(required, { ...personal, invitationCode: '   ' })).toEqual({
      invitationCode: 'REQUIRED',
    });
    expect(fieldCodes(required, { ...personal, invitationCode: 'GR-24' })).toEqual({
      invitationCode: 'INVITATION_CODE_FORMAT_INVALID',
    });
    expect(required.parse({ ...personal, invitationCode: ' GREEN24 ' }).invitationCode).toBe(
      'GREEN24',
    );
  });

  it('leaves it optional otherwise', () => {
    const optional = registerFormSchemaFor({ invitationRequired: false });
    expect(fieldCodes(optional, personal)).toEqual({});
    expect(optional.parse(personal).invitationCode).toBe(undefined);
  });
});

describe('password forms', () => {
  it('report a mismatched confirmation with the other messages, on the first submit', () => {
    expect(
      fieldCodes(registerFormSchema, {
        ...personal,
        email: '',
        firstName: '',
        agreed: false,
        confirmPassword: 'Greener2025',
      }),
    ).toEqual({
      email: 'REQUIRED',
      firstName: 'REQUIRED',
      agreed: 'TERMS_NOT_AGREED',
      confirmPassword: 'PASSWORDS_DO_NOT_MATCH',
    });
    expect(
      fieldCodes(forgotPasswordFormSchema, {
        email: '',
        code: '',
        password: 'Greener2026',
        confirmPassword: 'Greener2025',
      }),
    ).toEqual({ email: 'REQUIRED', code: 'REQUIRED', confirmPassword: 'PASSWORDS_DO_NOT_MATCH' });
  });

  it('requires the confirmation even when the password is empty too', () => {
    expect(
      fieldCodes(registerFormSchema, { ...personal, password: '', confirmPassword: '' }),
    ).toMatchObject({
      password: 'REQUIRED',
      confirmPassword: 'REQUIRED',
    });
    expect(
      fieldCodes(registerFormSchema, { ...personal, confirmPassword: 'Greener2026 ' }),
    ).toEqual({ confirmPassword: 'PASSWORDS_DO_NOT_MATCH' });
  });

  it('forgot and change password need a strong matching password', () => {
    expect(
      fieldCodes(forgotPasswordFormSchema, {
        email: 'a@b.sg',
        code: '123456',
        password: 'Greener2026',
        confirmPassword: 'Greener2026',
      }),
    ).toEqual({});
    expect(
      fieldCodes(changeLoginPasswordFormSchema, {
        oldPassword: 'x',
        password: 'weak',
        confirmPassword: 'weak',
      }),
    ).toEqual({ password: 'LOGIN_PASSWORD_WEAK' });
  });
  it('withdrawal password must differ from the login password', () => {
    const value = { password: 'Greener2026!', confirmPassword: 'Greener2026!' };
    expect(fieldCodes(withdrawalPasswordFormSchema(), value)).toEqual({});
    expect(fieldCodes(withdrawalPasswordFormSchema('Greener2026!'), value)).toEqual({
      password: 'WITHDRAWAL_PASSWORD_SAME_AS_LOGIN',
    });
    expect(
      fieldCodes(withdrawalPasswordFormSchema('Other2026!!'), { ...value, confirmPassword: 'x' }),
    ).toEqual({ confirmPassword: 'PASSWORDS_DO_NOT_MATCH' });
  });
});

describe('withdraw form', () => {
  const schema = withdrawFormSchema({ min: '50', max: '50000', available: '1000' });
  it('parses the amount to Money within limits and balance', () => {
    const parsed = schema.parse({ amount: 'S$1,000', password: 'pw' });
    expect(parsed.amount.toString()).toBe('1000.00');
  });
  it('reports bounds, balance and junk', () => {
    expect(fieldCodes(schema, { amount: '49.99', password: 'pw' })).toEqual({
      amount: 'AMOUNT_BELOW_MINIMUM',
    });
    expect(fieldCodes(schema, { amount: '50000.01', password: 'pw' })).toEqual({
      amount: 'AMOUNT_ABOVE_MAXIMUM',
    });
    expect(fieldCodes(schema, { amount: '1000.01', password: 'pw' })).toEqual({
      amount: 'INSUFFICIENT_BALANCE',
    });
    expect(fieldCodes(schema, { amount: '12abc', password: '' })).toEqual({
      amount: 'AMOUNT_INVALID',
      password: 'REQUIRED',
    });
    expect(fieldCodes(schema, { amount: '0', password: 'pw' })).toEqual({
      amount: 'AMOUNT_INVALID',
    });
    expect(fieldCodes(schema, { amount: '', password: 'pw' })).toEqual({ amount: 'REQUIRED' });
  });
  it('keeps within what is left of the daily limit, and says so before the balance', () => {
    const today = withdrawFormSchema({
      min: '50',
      max: '50000',
      available: '1000',
      dailyLeft: '80',
    });
    expect(fieldCodes(today, { amount: '80', password: 'pw' })).toEqual({});
    expect(fieldCodes(today, { amount: '80.01', password: 'pw' })).toEqual({
      amount: 'DAILY_WITHDRAWAL_LIMIT_REACHED',
    });
    expect(fieldCodes(today, { amount: '2000', password: 'pw' })).toEqual({
      amount: 'DAILY_WITHDRAWAL_LIMIT_REACHED',
    });
  });
  it('pays the bank account unless PayNow is chosen', () => {
    expect(schema.parse({ amount: '100', password: 'pw' }).to).toBe('bank');
    expect(schema.parse({ amount: '100', password: 'pw', to: 'paynow' }).to).toBe('paynow');
    expect(fieldCodes(schema, { amount: '100', password: 'pw', to: 'cash' })).toHaveProperty('to');
  });
  it('accepts the exact limits', () => {
    expect(
      fieldCodes(withdrawFormSchema({ min: '50', max: '50000', available: '60000' }), {
        amount: '50',
        password: 'p',
      }),
    ).toEqual({});
    expect(
      fieldCodes(withdrawFormSchema({ min: '50', max: '50000', available: '60000' }), {
        amount: '50000.00',
        password: 'p',
      }),
    ).toEqual({});
  });
  it('top-up uses the same bounds', () => {
    expect(fieldCodes(topUpFormSchema({ min: '10', max: '100' }), { amount: '9' })).toEqual({
      amount: 'AMOUNT_BELOW_MINIMUM',
    });
    expect(
      topUpFormSchema({ min: '10', max: '100' }).parse({ amount: '10.5' }).amount.toString(),
    ).toBe('10.50');
  });
});

describe('ton forms', () => {
  const bounds = { minTons: 5, maxTons: '100', remainingTons: '40' };
  it('purchase needs whole tons within bounds and what remains', () => {
    const agreed = true;
    expect(purchaseFormSchema(bounds).parse({ quantity: '5', agreed }).quantity.toString()).toBe(
      '5',
    );
    expect(fieldCodes(purchaseFormSchema(bounds), { quantity: '4', agreed })).toEqual({
      quantity: 'QUANTITY_BELOW_MINIMUM',
    });
    expect(
      fieldCodes(purchaseFormSchema({ ...bounds, remainingTons: 500 }), {
        quantity: '101',
        agreed,
      }),
    ).toEqual({ quantity: 'QUANTITY_ABOVE_MAXIMUM' });
    expect(fieldCodes(purchaseFormSchema(bounds), { quantity: '41', agreed })).toEqual({
      quantity: 'INSUFFICIENT_REMAINING_TONS',
    });
    expect(fieldCodes(purchaseFormSchema(bounds), { quantity: '5.5', agreed })).toEqual({
      quantity: 'QUANTITY_INVALID',
    });
    expect(fieldCodes(purchaseFormSchema(bounds), { quantity: '0', agreed })).toEqual({
      quantity: 'QUANTITY_INVALID',
    });
  });
  it('purchase needs the terms of sale agreed', () => {
    expect(fieldCodes(purchaseFormSchema(bounds), { quantity: '5', agreed: false })).toEqual({
      agreed: 'TERMS_NOT_AGREED',
    });
  });
  it('booking also needs the terms', () => {
    expect(fieldCodes(bookingFormSchema(bounds), { quantity: '2.5', agreed: false })).toEqual({
      quantity: 'PRESALE_QUANTITY_INVALID',
      agreed: 'TERMS_NOT_AGREED',
    });
    expect(fieldCodes(bookingFormSchema(bounds), { quantity: '10', agreed: true })).toEqual({});
  });
  it('sell allows fractions up to the balance', () => {
    expect(
      sellFormSchema({ balanceTons: '12.5' }).parse({ quantity: '12.5' }).quantity.toString(),
    ).toBe('12.5');
    expect(fieldCodes(sellFormSchema({ balanceTons: '12.5' }), { quantity: '12.501' })).toEqual({
      quantity: 'INSUFFICIENT_CARBON_BALANCE',
    });
    expect(fieldCodes(sellFormSchema({ balanceTons: '12.5' }), { quantity: '0' })).toEqual({
      quantity: 'SELL_QUANTITY_INVALID',
    });
    expect(fieldCodes(sellFormSchema({ balanceTons: '12.5' }), { quantity: '1.2345' })).toEqual({
      quantity: 'SELL_QUANTITY_INVALID',
    });
    expect(fieldCodes(sellFormSchema({ balanceTons: '12.5' }), { quantity: '0.001' })).toEqual({});
  });
});

describe('bank account form', () => {
  const schema = bankAccountFormSchema({ registeredName: 'Ana  Tan' });
  it('needs the registered name as holder, folding case and spaces', () => {
    const parsed = schema.parse({
      bankName: 'DBS Bank',
      accountNumber: '123-456789-0',
      holderName: 'ANA TAN',
      paynowNumber: '',
    });
    expect(parsed.accountNumber).toBe('1234567890');
    expect(parsed.paynowNumber).toBeUndefined();
    expect(
      fieldCodes(schema, {
        bankName: 'DBS Bank',
        accountNumber: '1234567890',
        holderName: 'Bob Lim',
      }),
    ).toEqual({ holderName: 'HOLDER_NAME_MISMATCH' });
  });
  it('checks the account and PayNow numbers', () => {
    expect(
      fieldCodes(schema, {
        bankName: '',
        accountNumber: '12ab',
        holderName: 'Ana Tan',
        paynowNumber: '1234',
      }),
    ).toEqual({
      bankName: 'REQUIRED',
      accountNumber: 'BANK_INFO_INCORRECT',
      paynowNumber: 'PHONE_INVALID',
    });
  });
});
