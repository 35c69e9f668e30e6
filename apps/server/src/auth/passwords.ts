import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { createHashGate } from './hashGate';

/** scrypt cost: N = 2^17, r = 8, p = 1 (about 128 MiB and a few hundred ms per hash). */
export const SCRYPT_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

/**
 * Every hash of the process passes one gate: the thread pool it protects is the process's too.
 * A hash that cannot get a turn is refused with SERVER_BUSY before any work is done.
 */
export const passwordHashGate = createHashGate();

const derive = (password: string, salt: Buffer, params: { N: number; r: number; p: number }) =>
  passwordHashGate.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );

/** `scrypt$N$r$p$salt$key` (base64url parts), so parameters can rise later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  return [
    'scrypt',
    SCRYPT_PARAMS.N,
    SCRYPT_PARAMS.r,
    SCRYPT_PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * A stored hash no password matches, with today's parameters: checking a password against it
 * costs what checking a member's costs, so a sign-in for an address with no account takes as
 * long as one for an address with an account (ADR 037). Its key is all zeros, which scrypt's
 * output never is in practice.
 */
export const UNMATCHABLE_HASH = [
  'scrypt',
  SCRYPT_PARAMS.N,
  SCRYPT_PARAMS.r,
  SCRYPT_PARAMS.p,
  Buffer.alloc(SALT_BYTES, 0x5a).toString('base64url'),
  Buffer.alloc(KEY_LENGTH, 0).toString('base64url'),
].join('$');

/** Compares in constant time; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
