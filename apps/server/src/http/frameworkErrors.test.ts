// Finding 7 of the second security probe: the framework's own replies (400 for an address it
// cannot read, 431 for headers too large) had no envelope, no content security policy and no
// `Cache-Control: no-store`. They now have all three, as every other reply of the server.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalWire } from '@carbonmarket/domain/contract';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Sends `request` as it is, and reads the raw reply: status, headers (lower-case names), body. */
function rawExchange(request: string) {
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const { port, hostname } = new URL(server.base);
      const socket = net.connect(Number(port), hostname, () => socket.write(request));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => (text += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => {
            const at = line.indexOf(':');
            return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
          }),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
    },
  );
}

const get = (target: string, extra = '') =>
  rawExchange(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}Connection: close\r\n\r\n`);

function expectEnvelope(reply: { headers: Record<string, string>; body: string }) {
  const envelope: unknown = JSON.parse(reply.body);
  expect(envelope).toMatchObject({ code: 1, msg: 'OPERATION_FAILED' });
  expect(refusalWire.safeParse(envelope).success).toBe(true);
  expect(reply.headers['content-type']).toMatch(/^application\/json/);
  expect(reply.headers['cache-control']).toBe('no-store');
  expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
}

describe("the framework's own replies", () => {
  it('answers an API address it cannot read with the envelope over 200, like any refusal', async () => {
    const reply = await get('/h5/api/login/%zz');
    expect(reply.status).toBe(200);
    expectEnvelope(reply);
  });

  it('answers any other address it cannot read with the envelope over 400', async () => {
    const reply = await get('/pages/%zz');
    expect(reply.status).toBe(400);
    expectEnvelope(reply);
  });

  it('answers headers too large with 431 and the envelope', async () => {
    const reply = await get('/h5/api/login/baseconfig', `X-Padding: ${'a'.repeat(20_000)}\r\n`);
    expect(reply.status).toBe(431);
    expectEnvelope(reply);
  });

  it('answers what is not HTTP at all with 400 and the envelope', async () => {
    const reply = await rawExchange('NOT HTTP AT ALL\r\n\r\n');
    expect(reply.status).toBe(400);
    expectEnvelope(reply);
  });
});
