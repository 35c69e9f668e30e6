import { LOGIN_PASSWORD_MIN_LENGTH, WITHDRAWAL_PASSWORD_MIN_LENGTH } from '../config/constants';

/** The two passwords a member has: to log in, and to withdraw. */
export type PasswordKind = 'login' | 'withdrawal';

/** One thing a new password must have. */
export type PasswordRule = 'length' | 'digit' | 'upper' | 'lower' | 'special';

/** What each rule tests, and how long a password of each kind must be at least. */
const TESTS: Readonly<Record<Exclude<PasswordRule, 'length'>, RegExp>> = {
  digit: /\d/,
  upper: /[A-Z]/,
  lower: /[a-z]/,
  special: /[^A-Za-z0-9]/,
};
export const PASSWORD_MIN_LENGTH: Readonly<Record<PasswordKind, number>> = {
  login: LOGIN_PASSWORD_MIN_LENGTH,
  withdrawal: WITHDRAWAL_PASSWORD_MIN_LENGTH,
};

/**
 * The rules of each kind, in the order a checklist shows them: a login password has a length, a
 * digit, an upper and a lower case letter; a withdrawal password is longer and has a special
 * character too.
 */
export const PASSWORD_RULES: Readonly<Record<PasswordKind, readonly PasswordRule[]>> = {
  login: ['length', 'digit', 'upper', 'lower'],
  withdrawal: ['length', 'digit', 'upper', 'lower', 'special'],
};

/** One rule of a checklist, met or not yet. */
export interface PasswordCheck {
  rule: PasswordRule;
  met: boolean;
}

/**
 * Which rules of `kind` the password meets so far, for a checklist that follows the typing. All
 * met is exactly when the password schema of that kind (`loginPasswordSchema`,
 * `withdrawalPasswordSchema`) accepts a password of at most the longest length.
 */
export function passwordChecks(kind: PasswordKind, password: string): PasswordCheck[] {
  return PASSWORD_RULES[kind].map((rule) => ({
    rule,
    met:
      rule === 'length' ? password.length >= PASSWORD_MIN_LENGTH[kind] : TESTS[rule].test(password),
  }));
}
