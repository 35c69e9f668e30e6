import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer } from './testing/testServer';
import type { TestServer, TestServerConfig } from './testing/testServer';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function shellHeaders(config: TestServerConfig = {}, headers: Record<string, string> = {}) {
  server = await startTestServer({}, config);
  const res = await fetch(`${server.base}/pages/index/index`, {
    headers: { accept: 'text/html', ...headers },
  });
  expect(res.status).toBe(200);
  return { res, host: new URL(server.base).host };
}

/** The sources of one CSP directive. */
const sourcesOf = (csp: string | null, directive: string): string[] =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

describe('the content security policy', () => {
  it("names this server's own socket instead of any ws: or wss: address", async () => {
    const { res, host } = await shellHeaders();
    const connect = sourcesOf(res.headers.get('content-security-policy'), 'connect-src');
    expect(connect).toContain("'self'");
    expect(connect).toContain(`ws://${host}`);
    expect(connect).not.toContain('ws:');
    expect(connect).not.toContain('wss:');
    expect(connect.every((source) => !/^wss?:$/.test(source))).toBe(true);
  });

  it('offers wss for the own socket behind TLS', async () => {
    const { res, host } = await shellHeaders({ behindTls: true });
    const connect = sourcesOf(res.headers.get('content-security-policy'), 'connect-src');
    expect(connect).toContain(`wss://${host}`);
    expect(connect).not.toContain(`ws://${host}`);
  });

  it('names the configured API origin and its socket', async () => {
    const { res } = await shellHeaders({ apiOrigin: 'https://api.example.sg' });
    const connect = sourcesOf(res.headers.get('content-security-policy'), 'connect-src');
    expect(connect).toEqual(
      expect.arrayContaining(["'self'", 'https://api.example.sg', 'wss://api.example.sg']),
    );
    expect(connect.every((source) => !/^wss?:$/.test(source))).toBe(true);
  });

  it('keeps the rest of the policy strict: no inline script, nothing framed', async () => {
    const { res } = await shellHeaders();
    const csp = res.headers.get('content-security-policy');
    expect(sourcesOf(csp, 'script-src')).toEqual(["'self'"]);
    expect(sourcesOf(csp, 'default-src')).toEqual(["'self'"]);
    expect(sourcesOf(csp, 'object-src')).toEqual(["'none'"]);
    expect(sourcesOf(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
  });

  it('never echoes a Host header that is not a plain host name into the policy', async () => {
    server = await startTestServer();
    const { request } = await import('node:http');
    const url = new URL(server.base);
    const csp = await new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: '/pages/index/index',
          headers: { host: "evil.example.com; script-src 'unsafe-inline'", accept: 'text/html' },
        },
        (res) => {
          res.resume();
          resolve(String(res.headers['content-security-policy']));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(sourcesOf(csp, 'script-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('evil.example.com');
  });
});

describe('Strict-Transport-Security', () => {
  it('is not sent by default (plain HTTP)', async () => {
    const { res } = await shellHeaders();
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent on every reply when the server is behind TLS', async () => {
    const { res } = await shellHeaders({ behindTls: true });
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
    const api = await fetch(`${server?.base ?? ''}/h5/api/login/baseconfig`);
    expect(api.headers.get('strict-transport-security')).toMatch(/^max-age=\d{7,}/);
  });

  it('makes the base config offer wss behind TLS without any forwarded header', async () => {
    server = await startTestServer({}, { behindTls: true });
    const reply = (await (await fetch(`${server.base}/h5/api/login/baseconfig`)).json()) as {
      data: { socket_host: string };
    };
    expect(reply.data.socket_host).toBe(`wss://${new URL(server.base).host}/h5/ws`);
  });
});
