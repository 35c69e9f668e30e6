import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_COOKIES } from '@carbonmarket/domain';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { DRAWING_BUILD, wasDrawn } from '../testing/drawingBuild';
import { DEFAULT_SESSION_LIFETIME, LAST_SEEN_STEP_MS } from './sessionLifetime';
import { readConfig } from '../config';

// Issue 21, finding 4: a session used to last until it was ended by hand. It now ends after a
// time unused and at the end of its lifetime (ADR 039), with the session-expired reply, and the
// server no longer draws pages for it.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The server of the running test. */
const running = (): TestServer => {
  if (!server) throw new Error('no server is running');
  return server;
};

const profileReply = async (token: string) =>
  (await running().call('GET', '/member/profile', {}, { token })).msg;

describe('sessions', () => {
  it('end after an hour unused, with the session-expired reply', async () => {
    server = await startTestServer();
    const { token } = await server.registerMember();
    server.advance(HOUR - MINUTE);
    expect(await profileReply(token)).not.toBe('SESSION_EXPIRED');
    // Used a minute before the limit: the hour starts again from that use.
    server.advance(HOUR - MINUTE);
    expect(await profileReply(token)).not.toBe('SESSION_EXPIRED');
    server.advance(HOUR);
    expect(await profileReply(token)).toBe('SESSION_EXPIRED');
    // And it stays ended, however it is used afterwards.
    expect(await profileReply(token)).toBe('SESSION_EXPIRED');
    expect((await server.call('GET', '/wallet/balances', {}, { token })).msg).toBe(
      'SESSION_EXPIRED',
    );
  });

  it('end a day after they were opened, however often they are used', async () => {
    server = await startTestServer();
    const { token } = await server.registerMember();
    const replies: string[] = [];
    for (let at = 0; at < DEFAULT_SESSION_LIFETIME.lifetimeMs; at += 30 * MINUTE) {
      replies.push(await profileReply(token));
      server.advance(30 * MINUTE);
    }
    expect(replies).not.toContain('SESSION_EXPIRED');
    expect(await profileReply(token)).toBe('SESSION_EXPIRED');
    // Signing in again opens a new session.
    const login = await server.call<{ token: string }>('POST', '/login/login', {
      visitorType: 'personal',
      email: 'member1@green.sg',
      password: 'Greener2026',
      agreed: true,
    });
    expect(login.code).toBe(0);
    expect(await profileReply(login.data.token)).not.toBe('SESSION_EXPIRED');
  });

  it('record their use at most once a minute, so requests do not each write', async () => {
    server = await startTestServer();
    const { token } = await server.registerMember();
    const lastSeen = () =>
      running().sql.value<string>('SELECT last_seen_at FROM sessions WHERE revoked_at IS NULL');
    const opened = await lastSeen();
    server.advance(LAST_SEEN_STEP_MS - 1_000);
    await profileReply(token);
    expect(await lastSeen()).toBe(opened);
    server.advance(1_000);
    // An open socket checking its session is no use of it.
    expect(await server.services.auth.viewerFor(token, false)).not.toBeNull();
    expect(await lastSeen()).toBe(opened);
    await profileReply(token);
    expect(await lastSeen()).toBe(server.now().toISOString());
  });

  it('follow the operator’s settings', async () => {
    server = await startTestServer({ sessionLifetime: { idleMs: 5 * MINUTE, lifetimeMs: HOUR } });
    const { token } = await server.registerMember();
    server.advance(5 * MINUTE);
    expect(await profileReply(token)).toBe('SESSION_EXPIRED');
  });

  it('draw no page once ended', async () => {
    server = await startTestServer({}, {}, DRAWING_BUILD);
    const { token } = await server.registerMember();
    const home = async () =>
      wasDrawn(
        await (
          await fetch(`${running().base}/pages/index/index`, {
            headers: { accept: 'text/html', cookie: `${PAGE_COOKIES.session}=${token}` },
          })
        ).text(),
      );
    expect(await home()).toBe(true);
    server.advance(HOUR);
    expect(await home()).toBe(false);
  });
});

describe('the session settings of the environment', () => {
  it('default to an hour unused and a day in all', () => {
    expect(readConfig({}).sessionLifetime).toEqual({ idleMs: HOUR, lifetimeMs: 24 * HOUR });
  });

  it('are read as whole minutes and hours', () => {
    expect(
      readConfig({ SESSION_IDLE_MINUTES: '15', SESSION_LIFETIME_HOURS: '8' }).sessionLifetime,
    ).toEqual({ idleMs: 15 * MINUTE, lifetimeMs: 8 * HOUR });
  });

  it('refuse what is not a whole number of at least one, or idle longer than the lifetime', () => {
    for (const value of ['0', '-5', '1.5', 'ten'])
      expect(() => readConfig({ SESSION_IDLE_MINUTES: value })).toThrow(/SESSION_IDLE_MINUTES/);
    expect(() => readConfig({ SESSION_LIFETIME_HOURS: '0' })).toThrow(/SESSION_LIFETIME_HOURS/);
    expect(() => readConfig({ SESSION_IDLE_MINUTES: '120', SESSION_LIFETIME_HOURS: '1' })).toThrow(
      /longer than/,
    );
  });
});
