/** How many attempts one key (a client address, a member) may make in a window. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/** The kinds of attempt that are counted. */
export type ThrottleKind =
  | 'login'
  | 'code'
  | 'codePerEmail'
  | 'account'
  | 'guest'
  | 'passwordMember'
  | 'passwordAddress'
  | 'adminKey'
  | 'console'
  | 'drawnPagesAddress'
  | 'drawnPagesSession'
  | 'certificate';

/**
 * The limits of the sign-in endpoints per client address, and of the other password checks
 * (changing a password, withdrawing) per member and per client address alike. They are counted by
 * `@fastify/rate-limit` (`http/rateLimits.ts`, ADR 014).
 */
export const AUTH_THROTTLE: Record<ThrottleKind, ThrottleRule> = {
  /** Password attempts across all accounts: slows password spraying the per-account lock misses. */
  login: { limit: 20, windowMs: 60_000 },
  /** Verification codes requested: each one is an email a real server would send. */
  code: { limit: 10, windowMs: 10 * 60_000 },
  /**
   * Verification codes for one address, from anywhere (counted in the database by the auth
   * service, not per client address): a mailbox gets at most this many emails, and the one reply
   * that tells whether an address has an account can be asked this often about it (ADR 037).
   */
  codePerEmail: { limit: 5, windowMs: 60 * 60_000 },
  /** Registrations and password resets: each one writes rows. */
  account: { limit: 20, windowMs: 60_000 },
  /**
   * Guest sessions: free to ask for, and each one is a session row and a key to the drawn pages,
   * so they have a limit of their own. A guest keeps its session on its phone and asks again only
   * when it is gone; an office of guests behind one address fits.
   */
  guest: { limit: 20, windowMs: 10 * 60_000 },
  /** Password checks of one signed-in member: each is an expensive hash a flood would queue. */
  passwordMember: { limit: 10, windowMs: 60_000 },
  /** Password checks from one address across members (an office behind one address fits). */
  passwordAddress: { limit: 60, windowMs: 60_000 },
  /**
   * Wrong operator keys from one address. Past the limit every call of the operator's from that
   * address is refused until the window ends, the right key's too, so guessing on learns nothing.
   */
  adminKey: { limit: 10, windowMs: 10 * 60_000 },
  /**
   * Sign-ins and enrolments to the operator's console from one address (an enrolment is two
   * requests: the link read, then the set-up). An office of staff behind one address signs in
   * after a break within minutes; each attempt is an expensive hash, and the lock after five wrong
   * sign-ins already guards each operator.
   */
  console: { limit: 30, windowMs: 10 * 60_000 },
  /**
   * Pages the server draws with a visitor's data, per address. Past it the address gets the shell,
   * which the app fills in as it would for any page it was not drawn (ADR 027).
   */
  drawnPagesAddress: { limit: 120, windowMs: 60_000 },
  /**
   * Pages drawn per session: a person loads a page in full only when opening or reloading the app
   * (moving between pages is the app's own work), so this is far above what one person does.
   */
  drawnPagesSession: { limit: 30, windowMs: 60_000 },
  /**
   * Certificate pages and PDFs per address (no sign-in needed): a PDF costs tens of ms of CPU
   * the first time, so a flood from one address is cut off; a person checks a few at most.
   */
  certificate: { limit: 60, windowMs: 60_000 },
};
