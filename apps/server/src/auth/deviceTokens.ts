import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Data } from '../db/data';
import { tokenHash } from './tokens';

/**
 * Device tokens (OWASP's device cookies, ADR 040): a browser that signs in to an account is given a
 * token naming that account, signed with the server's key, and sends it with its later sign-ins.
 * Wrong passwords sent with a valid token are counted against that token alone; wrong passwords
 * sent without one (from browsers the account has never been used in) are counted against the
 * account's sign-in lock, which refuses only such browsers. A stranger's guesses then keep out
 * strangers, not the owner's phone.
 */
const VERSION = 'd1';

export interface DeviceTokens {
  /** A new token for a browser that has just signed in to `memberId`. */
  issue(memberId: number): Promise<string>;
  /**
   * The hash under which a token's wrong passwords are counted, when `token` is a token this
   * server signed for `memberId`; null for anything else (none, forged, another account's).
   */
  trusted(token: string | undefined, memberId: number): Promise<string | null>;
}

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(payload).digest('base64url');

/**
 * The device tokens of the server whose key is in the database (made by migration 18), read on
 * first use and kept: every instance reads the same key.
 */
export function createDeviceTokens(data: Data): DeviceTokens {
  let key: Promise<Buffer> | undefined;
  const keyOf = () => {
    key ??= data
      .q()
      .selectFrom('server_secrets')
      .select('secret')
      .where('name', '=', 'device_tokens')
      .executeTakeFirst()
      .then((row) => {
        if (!row) throw new Error('The database holds no device-token key (migration 18)');
        return row.secret;
      });
    // A failed read is tried again next time.
    key.catch(() => (key = undefined));
    return key;
  };
  return {
    async issue(memberId) {
      const payload = `${VERSION}.${memberId}.${randomBytes(16).toString('base64url')}`;
      return `${payload}.${sign(await keyOf(), payload)}`;
    },
    async trusted(token, memberId) {
      if (!token) return null;
      const parts = token.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION || parts[1] !== String(memberId)) return null;
      const payload = parts.slice(0, 3).join('.');
      const expected = Buffer.from(sign(await keyOf(), payload));
      const sent = Buffer.from(parts[3] ?? '');
      if (sent.length !== expected.length || !timingSafeEqual(sent, expected)) return null;
      return tokenHash(token);
    },
  };
}
