import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import {
  emailSchema,
  icNumberSchema,
  invitationCodeSchema,
  loginPasswordSchema,
  optionalInvitationCodeSchema,
  phoneSchema,
  textSchema,
  uenSchema,
  verificationCodeSchema,
  withdrawalPasswordSchema,
} from './fields';

/** The catalogue codes a value fails with (empty when it passes). */
const codes = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('field schemas', () => {
  it('login password: 7 characters fail, 8 pass; needs digit, upper and lower', () => {
    expect(codes(loginPasswordSchema, 'Abcdef1')).toEqual(['LOGIN_PASSWORD_WEAK']);
    expect(codes(loginPasswordSchema, 'Abcdefg1')).toEqual([]);
    expect(codes(loginPasswordSchema, 'abcdefg1')).toContain('LOGIN_PASSWORD_WEAK');
    expect(codes(loginPasswordSchema, 'ABCDEFG1')).toContain('LOGIN_PASSWORD_WEAK');
    expect(codes(loginPasswordSchema, 'Abcdefgh')).toContain('LOGIN_PASSWORD_WEAK');
    expect(codes(loginPasswordSchema, '')).toEqual(['REQUIRED']);
  });

  it('passwords over 128 characters are refused, never truncated', () => {
    const long = `Aa1${'x'.repeat(126)}`;
    expect(long).toHaveLength(129);
    expect(codes(loginPasswordSchema, long)).toEqual(['PASSWORD_TOO_LONG']);
    expect(loginPasswordSchema.parse(long.slice(0, 128))).toHaveLength(128);
    expect(loginPasswordSchema.parse(' Abcdefg1 ')).toBe(' Abcdefg1 ');
  });

  it('withdrawal password: 9 characters fail, 10 pass; needs a special character', () => {
    expect(codes(withdrawalPasswordSchema, 'Abcdefg1!')).toEqual(['WITHDRAWAL_PASSWORD_WEAK']);
    expect(codes(withdrawalPasswordSchema, 'Abcdefgh1!')).toEqual([]);
    expect(codes(withdrawalPasswordSchema, 'Abcdefghi1')).toEqual(['WITHDRAWAL_PASSWORD_WEAK']);
  });

  it('phone: exactly 8 digits; a space inside fails', () => {
    expect(codes(phoneSchema, '91234567')).toEqual([]);
    expect(codes(phoneSchema, ' 91234567 ')).toEqual([]);
    expect(codes(phoneSchema, '9123 4567')).toEqual(['PHONE_INVALID']);
    expect(codes(phoneSchema, '9123456')).toEqual(['PHONE_INVALID']);
    expect(codes(phoneSchema, '912345678')).toEqual(['PHONE_INVALID']);
    expect(codes(phoneSchema, '+6591234567')).toEqual(['PHONE_INVALID']);
  });

  it('IC number: capital, 7 digits, capital; lowercase letters fail', () => {
    expect(codes(icNumberSchema, 'S1234567D')).toEqual([]);
    expect(codes(icNumberSchema, 's1234567d')).toEqual(['IC_NUMBER_INVALID']);
    expect(codes(icNumberSchema, 'S1234567d')).toEqual(['IC_NUMBER_INVALID']);
    expect(codes(icNumberSchema, 'S123456D')).toEqual(['IC_NUMBER_INVALID']);
  });

  it('UEN: the three Singapore forms', () => {
    for (const ok of ['53312345D', '201912345K', 'T09LL0001B', 'S99AB1234C'])
      expect(codes(uenSchema, ok), ok).toEqual([]);
    for (const bad of ['5331234D', 'X09LL0001B', '201912345k', 'T09LL001B'])
      expect(codes(uenSchema, bad), bad).toEqual(['UEN_INVALID']);
  });

  it('email, codes and text', () => {
    expect(codes(emailSchema, ' ana@green.sg ')).toEqual([]);
    expect(emailSchema.parse(' ana@green.sg ')).toBe('ana@green.sg');
    expect(codes(emailSchema, 'ana@')).toEqual(['EMAIL_INVALID']);
    expect(codes(emailSchema, '')).toEqual(['REQUIRED']);
    expect(codes(verificationCodeSchema, '123456')).toEqual([]);
    expect(codes(verificationCodeSchema, '12345')).toEqual(['CODE_FORMAT_INVALID']);
    expect(codes(verificationCodeSchema, '12345a')).toEqual(['CODE_FORMAT_INVALID']);
    expect(codes(invitationCodeSchema, 'AB12CD')).toEqual([]);
    expect(codes(invitationCodeSchema, 'ab12cd')).toEqual(['INVITATION_CODE_FORMAT_INVALID']);
    expect(optionalInvitationCodeSchema.parse('')).toBeUndefined();
    expect(optionalInvitationCodeSchema.parse(undefined)).toBeUndefined();
    expect(codes(optionalInvitationCodeSchema, 'AB1')).toEqual(['INVITATION_CODE_FORMAT_INVALID']);
    expect(codes(textSchema(), 'x'.repeat(140))).toEqual([]);
    expect(codes(textSchema(), 'x'.repeat(141))).toEqual(['TEXT_TOO_LONG']);
    expect(codes(textSchema(5), 'abcdef')).toEqual(['TEXT_TOO_LONG']);
    expect(codes(textSchema(), 42)).toEqual(['REQUIRED']);
  });
});

const digit = fc.constantFrom(...'0123456789');
const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const special = fc.constantFrom(...'!@#$%^&*()-_=+[]{};:,.?/');

describe('validator properties', () => {
  it('generated valid IC numbers pass; replacing a digit with a letter or the letters with lowercase fails', () => {
    fc.assert(
      fc.property(
        upper,
        fc.array(digit, { minLength: 7, maxLength: 7 }),
        upper,
        fc.integer({ min: 1, max: 7 }),
        lower,
        (a, digits, z, at, letter) => {
          const ic = `${a}${digits.join('')}${z}`;
          expect(icNumberSchema.safeParse(ic).success).toBe(true);
          expect(
            icNumberSchema.safeParse(ic.slice(0, at) + letter + ic.slice(at + 1)).success,
          ).toBe(false);
          expect(icNumberSchema.safeParse(ic.toLowerCase()).success).toBe(false);
        },
      ),
    );
  });

  it('generated valid phones pass; any one character changed to a non-digit, dropped or added fails', () => {
    fc.assert(
      fc.property(
        fc.array(digit, { minLength: 8, maxLength: 8 }),
        fc.integer({ min: 0, max: 7 }),
        fc.constantFrom(' ', 'a', '-', '+'),
        (digits, at, junk) => {
          const phone = digits.join('');
          expect(phoneSchema.safeParse(phone).success).toBe(true);
          expect(
            phoneSchema.safeParse(phone.slice(0, at) + junk + phone.slice(at + 1)).success,
          ).toBe(false);
          expect(phoneSchema.safeParse(phone.slice(0, at) + phone.slice(at + 1)).success).toBe(
            false,
          );
          expect(phoneSchema.safeParse(`${phone}${digits[at]}`).success).toBe(false);
        },
      ),
    );
  });

  it('generated valid passwords pass; removing every character of one required class fails', () => {
    const password = fc
      .tuple(
        fc.array(fc.oneof(digit, upper, lower, special), { minLength: 6, maxLength: 40 }),
        digit,
        upper,
        lower,
        special,
      )
      .map(([rest, d, u, l, s]) => `${u}${rest.join('')}${l}${d}${s}`);
    fc.assert(
      fc.property(password, (value) => {
        expect(withdrawalPasswordSchema.safeParse(value).success).toBe(true);
        expect(loginPasswordSchema.safeParse(value).success).toBe(true);
        expect(withdrawalPasswordSchema.safeParse(value.replace(/\d/g, 'x')).success).toBe(false);
        expect(withdrawalPasswordSchema.safeParse(value.replace(/[A-Z]/g, 'x')).success).toBe(
          false,
        );
        expect(withdrawalPasswordSchema.safeParse(value.replace(/[a-z]/g, 'X')).success).toBe(
          false,
        );
        expect(
          withdrawalPasswordSchema.safeParse(value.replace(/[^A-Za-z0-9]/g, 'x')).success,
        ).toBe(false);
      }),
    );
  });

  it('every failing value reports only catalogue codes', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        for (const schema of [
          emailSchema,
          phoneSchema,
          icNumberSchema,
          uenSchema,
          loginPasswordSchema,
          verificationCodeSchema,
        ]) {
          for (const message of codes(schema, text)) expect(message).toMatch(/^[A-Z_]+$/);
        }
      }),
    );
  });
});
