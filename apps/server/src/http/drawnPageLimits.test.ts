import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_COOKIES } from '@carbonmarket/domain';
import { startTestServer } from '../testing/testServer';
import { DRAWING_BUILD, wasDrawn } from '../testing/drawingBuild';

// Issue 21, finding 5: a guest session costs nothing, and each page the server draws with a
// visitor's data costs a render. Drawn pages are limited per address and per session (past the
// limit the page is the shell, which the app fills in itself), and guest sessions have a limit of
// their own per address.

const MINUTE = 60_000;
let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function drawingServer(limits: { address: number; session: number }) {
  server = await startTestServer(
    {
      throttle: {
        drawnPagesAddress: { limit: limits.address, windowMs: MINUTE },
        drawnPagesSession: { limit: limits.session, windowMs: MINUTE },
        guest: { limit: 100, windowMs: MINUTE },
      },
    },
    {},
    DRAWING_BUILD,
  );
  const origin = server.base;
  /** Opens Home as the visitor of `token` and says whether it was drawn for them. */
  const openHome = async (token: string) => {
    const response = await fetch(`${origin}/pages/index/index`, {
      headers: { accept: 'text/html', cookie: `${PAGE_COOKIES.session}=${token}` },
    });
    expect(response.status).toBe(200);
    return wasDrawn(await response.text());
  };
  return { server, openHome };
}

describe('pages drawn with a visitor’s data', () => {
  it('are limited per session: past its share a session gets the shell, others are drawn', async () => {
    const { server, openHome } = await drawingServer({ address: 100, session: 3 });
    const first = await server.guest();
    const second = await server.guest();
    const drawn = [];
    for (let i = 0; i < 4; i += 1) drawn.push(await openHome(first));
    expect(drawn).toEqual([true, true, true, false]);
    expect(await openHome(second)).toBe(true);
    // A new window, a new share.
    server.advance(MINUTE + 1);
    expect(await openHome(first)).toBe(true);
  });

  it('are limited per address, whatever the sessions', async () => {
    const { server, openHome } = await drawingServer({ address: 4, session: 100 });
    const [first, second, third] = await Promise.all([
      server.guest(),
      server.guest(),
      server.guest(),
    ]);
    const drawn = [];
    for (const token of [first, first, second, second, third]) drawn.push(await openHome(token));
    expect(drawn).toEqual([true, true, true, true, false]);
    server.advance(MINUTE + 1);
    expect(await openHome(third)).toBe(true);
  });
});

describe('guest sessions', () => {
  it('have a limit of their own per address, apart from registrations and resets', async () => {
    server = await startTestServer();
    const replies = [];
    for (let i = 0; i < 21; i += 1)
      replies.push((await server.call('POST', '/login/guest')).msg === 'TOO_MANY_REQUESTS');
    expect(replies.filter(Boolean)).toHaveLength(1);
    expect(replies.at(-1)).toBe(true);
    // Registrations and resets are counted apart: a reset is still answered on its merits.
    const reset = await server.call('POST', '/login/forgot', {
      email: 'nobody@green.sg',
      code: '123456',
      password: 'Greener2026',
      confirmPassword: 'Greener2026',
    });
    expect(reset.msg).not.toBe('TOO_MANY_REQUESTS');
    // The window is ten minutes: a minute later the address is still refused.
    server.advance(2 * MINUTE);
    expect((await server.call('POST', '/login/guest')).msg).toBe('TOO_MANY_REQUESTS');
    server.advance(9 * MINUTE);
    expect((await server.call('POST', '/login/guest')).code).toBe(0);
  });
});
