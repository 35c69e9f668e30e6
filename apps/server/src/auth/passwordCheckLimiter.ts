import { ApiError } from '../apiError';
import { createThrottle } from './throttle';
import type { ThrottleRule } from './throttle';

/**
 * Limits the password checks of signed-in members (changing a password, withdrawing) per member
 * and per client address, as sign-in is limited per address: one member, or one address with
 * many accounts, cannot fill the hashing queue that everybody's sign-in waits in.
 */
export function createPasswordCheckLimiter(rules: {
  passwordMember: ThrottleRule;
  passwordAddress: ThrottleRule;
}) {
  const perMember = createThrottle(rules.passwordMember);
  const perAddress = createThrottle(rules.passwordAddress);
  return {
    /** Counts one check; refuses with TOO_MANY_REQUESTS past either limit. */
    check(memberId: number, address: string, now: Date): void {
      const memberAllowed = perMember.allow(String(memberId), now);
      const addressAllowed = perAddress.allow(address, now);
      if (!memberAllowed || !addressAllowed) throw new ApiError('TOO_MANY_REQUESTS');
    },
  };
}

export type PasswordCheckLimiter = ReturnType<typeof createPasswordCheckLimiter>;
