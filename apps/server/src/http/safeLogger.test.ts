import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createMember } from '../testing/accountWalletKit';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { openSocket, pause } from '../testing/socketClient';
import { safeLoggerOptions, scrubSecrets, withoutQuery } from './safeLogger';

const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'trace', stream } });
});
afterAll(() => server.close());

describe('the server log', () => {
  it('never prints the token of a socket URL or any query string', async () => {
    const ana = await server.registerMember();
    const socket = openSocket(server.base, { memId: ana.memberId, token: ana.token });
    await socket.opened;
    socket.ws.send('x'.repeat(70 * 1024));
    await socket.closed;
    // A wrong token, an upgrade on a path without a socket, and plain requests with a token in the query.
    await openSocket(server.base, { memId: ana.memberId, token: `${ana.token}x` }).closed;
    const stray = new WebSocket(`${server.base.replace('http', 'ws')}/pages/x?token=${ana.token}`);
    stray.on('error', () => undefined);
    await new Promise((resolve) => stray.once('close', resolve));
    await fetch(`${server.base}/h5/api/nothing?token=${ana.token}`, { method: 'POST' });
    await fetch(`${server.base}/h5/api/news/list?token=${ana.token}`);
    await pause(50);

    const log = lines.join('');
    expect(log).toContain('"url":"/h5/ws"');
    expect(log).toContain('/h5/api/news/list');
    expect(log).not.toContain(ana.token);
    expect(log).not.toContain(encodeURIComponent(ana.token));
    expect(log).not.toMatch(/[?&]token=(?!\[redacted\])/);
  });
});

describe('the server log, with the token in disguise or the socket refused', () => {
  it('never prints a token sent under a percent-encoded parameter name', async () => {
    const ana = await createMember(server);
    // The query parser decodes names, so `%74oken` is `token` to the server: it opens the socket.
    const base = server.base.replace(/^http/, 'ws');
    const socket = new WebSocket(`${base}/h5/ws?mem_id=${ana.memberId}&%74oken=${ana.token}&v=4`);
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('open', resolve));
    socket.close();
    const stray = new WebSocket(`${base}/pages/x?mem_id=1&to%6Ben=${ana.token}`);
    stray.on('error', () => undefined);
    await new Promise((resolve) => stray.once('close', resolve));
    await fetch(`${server.base}/nothing?%74oken=${ana.token}`, { method: 'POST' });
    await pause(50);
    expect(lines.join('')).not.toContain(ana.token);
  });

  it('never prints the token of a socket refused for its origin', async () => {
    const ana = await createMember(server);
    const base = server.base.replace(/^http/, 'ws');
    const refused = new WebSocket(`${base}/h5/ws?mem_id=${ana.memberId}&token=${ana.token}&v=4`, {
      origin: 'https://evil.example.com',
    });
    refused.on('error', () => undefined);
    await new Promise((resolve) => refused.once('close', resolve));
    await pause(50);
    expect(lines.join('')).not.toContain(ana.token);
  });

  it('scrubs token parameters inside nested log fields too', async () => {
    server.app.log.warn(
      { detail: { request: { url: '/h5/ws?mem_id=1&token=nested-secret-1' } } },
      'nested',
    );
    server.app.log.warn({ list: ['/h5/ws?token=nested-secret-2'] }, 'listed');
    await pause(20);
    const log = lines.join('');
    expect(log).toContain('"nested"');
    expect(log).not.toContain('nested-secret-1');
    expect(log).not.toContain('nested-secret-2');
  });
});

describe('safeLoggerOptions', () => {
  it('stays off when logging is off and keeps given options otherwise', () => {
    expect(safeLoggerOptions(false)).toBe(false);
    expect(safeLoggerOptions(undefined)).toBe(false);
    const on = safeLoggerOptions({ level: 'warn' });
    expect(on).toMatchObject({ level: 'warn' });
    expect(safeLoggerOptions(true)).toHaveProperty('serializers.req');
  });

  it('cuts query strings and scrubs token parameters from text', () => {
    expect(withoutQuery('/h5/ws?mem_id=1&token=abc')).toBe('/h5/ws');
    expect(withoutQuery('/h5/ws')).toBe('/h5/ws');
    expect(scrubSecrets('GET:/h5/ws?mem_id=1&token=abc%2B&v=4 not found')).toBe(
      'GET:/h5/ws?mem_id=1&token=[redacted]&v=4 not found',
    );
    expect(scrubSecrets('/x?TOKEN=abc')).toBe('/x?TOKEN=[redacted]');
    expect(scrubSecrets('/x?access_token=abc#frag')).toBe('/x?access_token=[redacted]#frag');
    expect(scrubSecrets('no secrets here')).toBe('no secrets here');
    expect(scrubSecrets('Route POST:/x?%74oken=abc not found')).toBe(
      'Route POST:/x?%74oken=[redacted] not found',
    );
    expect(scrubSecrets('/h5/ws?mem_id=1&to%6B%65n=abc&v=4')).toBe(
      '/h5/ws?mem_id=1&to%6B%65n=[redacted]&v=4',
    );
    expect(scrubSecrets('/x?tokens=abc&mytoken=def')).toBe('/x?tokens=abc&mytoken=def');
    expect(scrubSecrets('/x?%zz=1&token=abc')).toBe('/x?%zz=1&token=[redacted]');
  });
});
