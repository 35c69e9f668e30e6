import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import { createHashGate } from './hashGate';

/** The parameters of scrypt, which set what one hash costs. */
export interface PasswordCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** scrypt cost: N = 2^17, r = 8, p = 1 (about 128 MiB and a few hundred ms per hash). */
export const SCRYPT_PARAMS: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
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
export async function hashPassword(
  password: string,
  cost: PasswordCost = SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/**
 * A stored hash no password matches, at `cost`: checking a password against it costs what
 * checking a member's costs, so a sign-in for an address with no account takes as long as one
 * for an address with an account (ADR 037). Its key is all zeros, which scrypt's output never is
 * in practice.
 */
export const unmatchableHash = (cost: PasswordCost = SCRYPT_PARAMS): string =>
  [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    Buffer.alloc(SALT_BYTES, 0x5a).toString('base64url'),
    Buffer.alloc(KEY_LENGTH, 0).toString('base64url'),
  ].join('$');

/** The unmatchable hash at the server's cost. */
export const UNMATCHABLE_HASH = unmatchableHash();

/**
 * Hashing new passwords at one cost, and the unmatchable hash at the same cost. The server's is
 * `SCRYPT_PARAMS`; a stored hash is checked at the cost written in it, whatever this one is.
 */
export function createPasswordHashing(cost: PasswordCost = SCRYPT_PARAMS) {
  return {
    cost,
    hash: (password: string) => hashPassword(password, cost),
    unmatchable: unmatchableHash(cost),
  };
}

export type PasswordHashing = ReturnType<typeof createPasswordHashing>;

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
