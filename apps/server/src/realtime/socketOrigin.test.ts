import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SOCKET_PROTOCOL_VERSION } from '@carbonmarket/domain';
import { SOCKET_PATH } from '@carbonmarket/domain/contract';
import { createMember } from '../testing/accountWalletKit';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

const APP_ORIGIN = 'https://app.example.sg';
const FOREIGN_ORIGIN = 'https://evil.example.com';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { corsOrigins: [APP_ORIGIN] });
  await createMember(server); // the one password hash of the file (slow on purpose)
}, 60_000);
afterAll(() => server.close());

/** How an upgrade ended: opened, or refused with the HTTP status the server answered. */
type Outcome = { opened: true } | { opened: false; status: number | null };

/** Opens the member's socket as a browser on `origin` would (no Origin: a non-browser client). */
function connect(member: { memberId: number; token: string }, origin?: string): Promise<Outcome> {
  const query = new URLSearchParams({
    mem_id: String(member.memberId),
    token: member.token,
    v: String(SOCKET_PROTOCOL_VERSION),
  });
  const ws = new WebSocket(`${server.base.replace(/^http/, 'ws')}${SOCKET_PATH}?${query}`, {
    ...(origin === undefined ? {} : { origin }),
  });
  return new Promise<Outcome>((resolve) => {
    ws.once('open', () => {
      ws.close();
      resolve({ opened: true });
    });
    ws.once('unexpected-response', (_request, response) => {
      resolve({ opened: false, status: response.statusCode ?? null });
      ws.terminate();
    });
    ws.once('error', () => resolve({ opened: false, status: null }));
  });
}

describe('the socket upgrade checks Origin', () => {
  it('opens for the app on this server, on a listed origin, and for a client without Origin', async () => {
    const member = await createMember(server);
    expect(await connect(member, server.base)).toEqual({ opened: true });
    expect(await connect(member, APP_ORIGIN)).toEqual({ opened: true });
    expect(await connect(member)).toEqual({ opened: true });
  });

  it('refuses the upgrade (HTTP 403) from a foreign origin, even with a live token', async () => {
    const member = await createMember(server);
    for (const origin of [
      FOREIGN_ORIGIN,
      'null',
      `${APP_ORIGIN}.evil.com`,
      'http://app.example.sg',
    ])
      expect(await connect(member, origin), origin).toEqual({ opened: false, status: 403 });
  });
});
