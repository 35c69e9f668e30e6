import { Secret, TOTP } from 'otpauth';

/** How the console is named in an authenticator app. */
export const AUTHENTICATOR_ISSUER = 'Carbon Market Console';

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, six digits, 30 seconds. */
const PERIOD_SECONDS = 30;

/** Codes of one step before or after the server's clock still count (a phone's clock drifts). */
const WINDOW_STEPS = 1;

const totp = (secret: string, label = '') =>
  new TOTP({
    issuer: AUTHENTICATOR_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    period: PERIOD_SECONDS,
  });

/** A new authenticator secret: 160 random bits (RFC 4226's recommendation), in base32. */
export const newAuthenticatorSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an authenticator app adds from a QR code. */
export const authenticatorUri = (secret: string, email: string): string =>
  totp(secret, email).toString();

/** The time step of `at`: codes of one step are one code. */
export const stepOf = (at: Date): number => Math.floor(at.getTime() / 1000 / PERIOD_SECONDS);

/**
 * The time step `code` belongs to, if it is the secret's code within one step of `now`; null
 * otherwise. The caller refuses a step it has already accepted, so a code signs in once.
 */
export function acceptedStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({
    token: code,
    timestamp: now.getTime(),
    window: WINDOW_STEPS,
  });
  return delta === null ? null : stepOf(now) + delta;
}

/** The code an authenticator app shows at `at` (what the tests and the journeys type). */
export const authenticatorCode = (secret: string, at: Date): string =>
  totp(secret).generate({ timestamp: at.getTime() });
