import { z } from 'zod';
import {
  INVITATION_CODE_MAX_LENGTH,
  INVITATION_CODE_MIN_LENGTH,
  LOGIN_PASSWORD_MIN_LENGTH,
  NAME_MAX_LENGTH,
  OPERATOR_PASSWORD_MIN_LENGTH,
  REASON_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PHONE_DIGITS,
  TEXT_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
  WITHDRAWAL_PASSWORD_MIN_LENGTH,
} from '../config/constants';
import type { ErrorCode } from '../errors/catalogue';
import { hasOnlyTextCharacters } from './textCharacters';

/** Every issue a schema reports carries a catalogue code as its message. */
export const issue = (code: ErrorCode) => ({ error: code });

/** The code for input that is not even the right shape (not an object, an unknown choice). */
export const malformed = issue('OPERATION_FAILED');

/** A required text: surrounding spaces trimmed, empty refused with REQUIRED (and nothing else). */
export const requiredText = () =>
  z
    .string(issue('REQUIRED'))
    .trim()
    .min(1, { ...issue('REQUIRED'), abort: true });

/**
 * Free text on one line (names, titles) up to `max` characters (140 by default): longer is
 * refused, never cut; control and text-direction characters, line breaks included, are refused
 * with TEXT_CHARACTERS_INVALID (see textCharacters.ts).
 */
export const textSchema = (max: number = TEXT_MAX_LENGTH) =>
  requiredText()
    .refine((text) => hasOnlyTextCharacters(text, 'single'), issue('TEXT_CHARACTERS_INVALID'))
    .max(max, issue('TEXT_TOO_LONG'));

/**
 * Free text that may run over several lines (descriptions, bodies) up to `max` characters: as
 * `textSchema`, but line breaks and tabs are kept.
 */
export const multilineTextSchema = (max: number) =>
  requiredText()
    .refine((text) => hasOnlyTextCharacters(text, 'multi'), issue('TEXT_CHARACTERS_INVALID'))
    .max(max, issue('TEXT_TOO_LONG'));

export const emailSchema = requiredText()
  .max(254, issue('EMAIL_INVALID'))
  .regex(z.regexes.email, issue('EMAIL_INVALID'));

export const verificationCodeSchema = requiredText().regex(
  new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`),
  issue('CODE_FORMAT_INVALID'),
);

/** 6 to 8 capital letters or digits. */
const invitationCodePattern = new RegExp(
  `^[A-Z0-9]{${INVITATION_CODE_MIN_LENGTH},${INVITATION_CODE_MAX_LENGTH}}$`,
);

/** 6 to 8 capital letters or digits. */
export const invitationCodeSchema = requiredText().regex(
  invitationCodePattern,
  issue('INVITATION_CODE_FORMAT_INVALID'),
);

/**
 * The invitation code of a registration: empty means none (undefined), which is refused with
 * REQUIRED when the operator requires a code (`registration.invitationRequired`). A form always
 * holds the field; a request that leaves it out is read as empty (see the register service).
 */
export const invitationCodeFieldSchema = (required: boolean) =>
  z
    .string(issue('INVITATION_CODE_FORMAT_INVALID'))
    .trim()
    .optional()
    .refine((value) => !required || (value !== undefined && value !== ''), {
      ...issue('REQUIRED'),
      abort: true,
    })
    .transform((value) => (value ? value : undefined))
    .pipe(
      z.string().regex(invitationCodePattern, issue('INVITATION_CODE_FORMAT_INVALID')).optional(),
    );

/** Optional invitation code: empty means none. */
export const optionalInvitationCodeSchema = invitationCodeFieldSchema(false);

/** Passwords keep every character (no trimming) and are refused, never truncated, past 128. */
const passwordBase = (minLength: number, weak: ErrorCode) =>
  z
    .string(issue('REQUIRED'))
    .min(1, { ...issue('REQUIRED'), abort: true })
    .max(PASSWORD_MAX_LENGTH, { ...issue('PASSWORD_TOO_LONG'), abort: true })
    .min(minLength, issue(weak))
    .regex(/\d/, issue(weak))
    .regex(/[A-Z]/, issue(weak))
    .regex(/[a-z]/, issue(weak));

/** Login password: 8 to 128 characters with a digit, an uppercase and a lowercase letter. */
export const loginPasswordSchema = passwordBase(LOGIN_PASSWORD_MIN_LENGTH, 'LOGIN_PASSWORD_WEAK');

/** Withdrawal password: 10 to 128 characters with a digit, an uppercase, a lowercase and a special character. */
export const withdrawalPasswordSchema = passwordBase(
  WITHDRAWAL_PASSWORD_MIN_LENGTH,
  'WITHDRAWAL_PASSWORD_WEAK',
).regex(/[^A-Za-z0-9]/, issue('WITHDRAWAL_PASSWORD_WEAK'));

/** An operator's password: 12 to 128 characters with a digit, an uppercase and a lowercase letter. */
export const operatorPasswordSchema = passwordBase(
  OPERATOR_PASSWORD_MIN_LENGTH,
  'OPERATOR_PASSWORD_WEAK',
);

/**
 * The second factor of an operator's sign-in: six digits from the authenticator app, or one of
 * the recovery codes (two groups of five letters and digits). Spaces are dropped and letters
 * lowered, as people copy codes with either.
 */
export const operatorCodeSchema = requiredText()
  .transform((text) => text.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z.string().regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, issue('OPERATOR_CODE_FORMAT_INVALID')),
  );

/** Why an operator acts on an account: kept with the action in the audit trail. */
export const reasonSchema = z
  .string(issue('REASON_REQUIRED'))
  .trim()
  .min(1, { ...issue('REASON_REQUIRED'), abort: true })
  .refine((text) => hasOnlyTextCharacters(text, 'multi'), issue('TEXT_CHARACTERS_INVALID'))
  .max(REASON_MAX_LENGTH, issue('TEXT_TOO_LONG'));

/** A password that only has to be present (login, old password): the server judges it. */
export const enteredPasswordSchema = z
  .string(issue('REQUIRED'))
  .min(1, { ...issue('REQUIRED'), abort: true })
  .max(PASSWORD_MAX_LENGTH, issue('PASSWORD_TOO_LONG'));

/** Singapore IC number: a capital letter, 7 digits, a capital letter. */
export const icNumberSchema = requiredText().regex(/^[A-Z]\d{7}[A-Z]$/, issue('IC_NUMBER_INVALID'));

/** Singapore business registration number (UEN) in any of its three forms. */
export const uenSchema = requiredText().regex(
  /^(\d{8}[A-Z]|\d{9}[A-Z]|[TSR]\d{2}[A-Z]{2}\d{4}[A-Z])$/,
  issue('UEN_INVALID'),
);

/** Phone number: exactly 8 digits, nothing else. */
export const phoneSchema = requiredText().regex(
  new RegExp(`^\\d{${PHONE_DIGITS}}$`),
  issue('PHONE_INVALID'),
);

/** A person's name part. */
export const nameSchema = textSchema(NAME_MAX_LENGTH);

/** Terms must be agreed: only `true` passes. */
export const agreedSchema = z.literal(true, issue('TERMS_NOT_AGREED'));
