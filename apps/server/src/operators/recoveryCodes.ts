import { createHash, randomInt } from 'node:crypto';

/** How many recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;

/** Lower-case letters and digits without the ones read alike (0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const group = () =>
  Array.from({ length: 5 }, () => ALPHABET.charAt(randomInt(ALPHABET.length))).join('');

/** New single-use recovery codes, `abcde-23456`: about 49 random bits each. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => `${group()}-${group()}`);

/**
 * Recovery codes are stored only as their SHA-256: they are random, not chosen by a person, so a
 * slow hash adds nothing, and wrong ones count against the operator's lock like wrong passwords.
 */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.toLowerCase()).digest('hex');

/** Whether a second factor is a recovery code rather than an authenticator code. */
export const isRecoveryCode = (code: string): boolean => code.includes('-');
