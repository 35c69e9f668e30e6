import { MAX_PASSWORD_ATTEMPTS } from '../config/constants';

/** What one password check does to the count of wrong passwords in a row. */
export type PasswordAttempt =
  | { kind: 'accepted'; failed: 0 }
  | { kind: 'wrong'; failed: number; attemptsLeft: number }
  | { kind: 'lock'; failed: number };

/**
 * The outcome of a password check after `failedBefore` wrong ones in a row: a right password
 * clears the count; a wrong one adds to it and, at `max` (five), locks the account. Before that
 * the member is told how many tries remain (4, 3, 2, 1).
 */
export function passwordAttempt(
  failedBefore: number,
  correct: boolean,
  max: number = MAX_PASSWORD_ATTEMPTS,
): PasswordAttempt {
  if (!Number.isInteger(failedBefore) || failedBefore < 0)
    throw new RangeError(`Failed attempts must be a whole number >= 0, got ${failedBefore}`);
  if (correct) return { kind: 'accepted', failed: 0 };
  const failed = failedBefore + 1;
  return failed >= max
    ? { kind: 'lock', failed }
    : { kind: 'wrong', failed, attemptsLeft: max - failed };
}
