import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
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
  });
});
