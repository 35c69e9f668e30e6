// Finding 2 of the second security probe, its last part: a wrong password for an address with an
// account answered `LOGIN_PASSWORD_ATTEMPTS_LEFT` (and locked at the fifth), one for an address
// with none `LOGIN_CREDENTIALS_INCORRECT` every time, so the reply alone told who has an account.
// Both are now counted and locked alike (ADR 037).
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { UNKNOWN_SIGN_IN_DAYS } from './unknownSignIns';

const DAY = 24 * 60 * 60_000;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const start = async () => {
  server = await startTestServer({ throttle: { login: { limit: 1_000, windowMs: 60_000 } } });
  return server;
};

/** What a sign-in answers, as a visitor sees it: the code and its values. */
const signIn = async (
  running: TestServer,
  email: string,
  password = 'Wrong2026ab',
  visitorType = 'personal',
) => {
  const reply = await running.call<{ params?: Record<string, unknown> }>('POST', '/login/login', {
    visitorType,
    email,
    password,
    agreed: true,
  });
  return { msg: reply.msg, params: reply.code === 0 ? undefined : reply.data?.params };
};

/** Seven wrong passwords in a row for `email`, as answered. */
const sevenWrong = async (running: TestServer, email: string, visitorType?: string) => {
  const replies = [];
  for (let i = 0; i < 7; i += 1)
    replies.push(await signIn(running, email, 'Wrong2026ab', visitorType));
  return replies;
};

describe('a sign-in answers an address without an account as one with an account', () => {
  it('counts, locks and words the refusals of both alike', async () => {
    const running = await start();
    await running.registerMember({ email: 'known@green.sg' });
    const known = await sevenWrong(running, 'known@green.sg');
    expect(known[0]).toEqual({ msg: 'LOGIN_PASSWORD_ATTEMPTS_LEFT', params: { times: 4 } });
    expect(await sevenWrong(running, 'nobody@green.sg')).toEqual(known);
    // An address with an account of another visitor type is answered as one without.
    expect(await sevenWrong(running, 'known@green.sg', 'corporate')).toEqual(known);
  });

  it('keeps an unknown address locked until a month after its last wrong password', async () => {
    const running = await start();
    await sevenWrong(running, 'nobody@green.sg');
    running.advance((UNKNOWN_SIGN_IN_DAYS - 1) * DAY);
    expect((await signIn(running, 'nobody@green.sg')).msg).toBe('LOGIN_ATTEMPTS_EXCEEDED');
    running.advance(UNKNOWN_SIGN_IN_DAYS * DAY + 1);
    expect(await signIn(running, 'nobody@green.sg')).toEqual({
      msg: 'LOGIN_PASSWORD_ATTEMPTS_LEFT',
      params: { times: 4 },
    });
  });

  it('forgets the count of an address once it registers: the account counts from nothing', async () => {
    const running = await start();
    await sevenWrong(running, 'later@green.sg');
    await running.registerMember({ email: 'later@green.sg' });
    expect((await signIn(running, 'later@green.sg', 'Greener2026')).msg).not.toMatch(/^LOGIN_/);
    expect(await signIn(running, 'later@green.sg')).toEqual({
      msg: 'LOGIN_PASSWORD_ATTEMPTS_LEFT',
      params: { times: 4 },
    });
  });

  it('counts parallel guesses at an unknown address one by one', async () => {
    const running = await start();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => signIn(running, 'parallel@green.sg')),
    );
    const left = replies.flatMap((reply) =>
      reply.msg === 'LOGIN_PASSWORD_ATTEMPTS_LEFT' ? [reply.params?.times] : [],
    );
    expect(left.sort()).toEqual([1, 2, 3, 4]);
    expect(replies.filter((reply) => reply.msg === 'LOGIN_ATTEMPTS_EXCEEDED')).toHaveLength(4);
  });
});
