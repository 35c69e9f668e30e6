import { randomBytes } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** Bytes in lower-case base32 (RFC 4648's alphabet, no padding): 16 bytes make 26 letters. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/**
 * A certificate's public id: 128 bits from the operating system's random source, so it can be
 * neither guessed nor counted through (ADR 045).
 */
export const newCertificateId = (): string => base32(randomBytes(16));
