// Finding 2 of the second security probe: a sign-in for an address with an account took 308 to
// 769 ms (its password was hashed) and one for an address with none 3 to 13 ms, so the time alone
// told who has an account. Every sign-in now checks a password, the unknown address's against a
// hash nothing matches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { SCRYPT_PARAMS, passwordHashGate } from './passwords';

let server: TestServer;
beforeAll(async () => {
  // The server's own cost: what this suite measures is the hashing.
  server = await startTestServer({
    throttle: { login: { limit: 1_000, windowMs: 60_000 } },
    passwordCost: SCRYPT_PARAMS,
  });
  await server.registerMember({ email: 'known@green.sg' });
});
afterAll(() => server.close());

const signIn = (email: string, visitorType = 'personal') =>
  server.call('POST', '/login/login', {
    visitorType,
    email,
    password: 'Wrong2026ab',
    agreed: true,
  });

/** The hashes one sign-in runs, and how long it takes. */
async function measured(email: string, visitorType?: string) {
  const before = passwordHashGate.load().started;
  const started = performance.now();
  await signIn(email, visitorType);
  return { hashes: passwordHashGate.load().started - before, ms: performance.now() - started };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

describe('sign-in takes as long for an address with no account', () => {
  it('hashes once for every sign-in: an unknown address, another visitor type, a known one', async () => {
    expect((await measured('nobody@green.sg')).hashes).toBe(1);
    expect((await measured('known@green.sg', 'corporate')).hashes).toBe(1);
    expect((await measured('known@green.sg')).hashes).toBe(1);
  });

  it('takes a comparable time, taking turns (four unknown addresses, the known one twice)', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      unknown.push((await measured(`nobody${i}@green.sg`)).ms);
      // Two wrong passwords of the four are left before the lock: stay clear of it.
      if (i < 2) known.push((await measured('known@green.sg')).ms);
    }
    console.log(
      `sign-in, median ms: unknown address ${Math.round(median(unknown))}, known ${Math.round(median(known))}`,
    );
    expect(median(unknown)).toBeGreaterThan(median(known) / 2);
  }, 60_000);
});
