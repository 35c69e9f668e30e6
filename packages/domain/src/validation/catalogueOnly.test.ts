import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { isErrorCode } from '../errors/errorCode';
import {
  changeLoginPasswordFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  registerFormSchema,
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

const bounds = { minTons: 1, maxTons: 100, remainingTons: 50 };
const schemas: [string, z.ZodType][] = [
  ['login', loginFormSchema],
  ['register', registerFormSchema],
  ['forgotPassword', forgotPasswordFormSchema],
  ['changeLoginPassword', changeLoginPasswordFormSchema],
  ['withdrawalPassword', withdrawalPasswordFormSchema('Login2026')],
  ['bankAccount', bankAccountFormSchema({ registeredName: 'Ana Tan' })],
  ['withdraw', withdrawFormSchema({ min: '50', max: '50000', available: '100' })],
  ['topUp', topUpFormSchema({ min: '10', max: '100' })],
  ['purchase', purchaseFormSchema(bounds)],
  ['booking', bookingFormSchema(bounds)],
  ['sell', sellFormSchema({ balanceTons: '3' })],
];

const keys = [
  'visitorType',
  'email',
  'password',
  'confirmPassword',
  'agreed',
  'amount',
  'quantity',
  'code',
  'uen',
  'holderName',
  'paynowNumber',
];
/** Anything at all, and objects with the forms' own keys holding anything. */
const input = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...keys), fc.anything()));

describe('form schemas speak only in catalogue codes', () => {
  it.each(schemas)('%s: every issue of any input is a catalogue code', (_name, schema) => {
    fc.assert(
      fc.property(input, (value) => {
        const result = schema.safeParse(value);
        for (const item of result.error?.issues ?? [])
          expect(isErrorCode(item.message), `${item.message} at ${item.path.join('.')}`).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
