// The conformance kit (`npm run conformance -- <base URL>`) against our own server: every reply
// reads as the contract says. And against the same server behind a proxy that breaks one reply:
// the kit names that endpoint and what is wrong.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@carbonmarket/domain/contract';
import { startTestServer } from '../../apps/server/src/testing/testServer';
import type { TestServer } from '../../apps/server/src/testing/testServer';
import { projectInput } from '../../apps/server/src/testing/marketFixtures';
import { checkBackend } from '../../scripts/conformance/checkBackend';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  // A project on the market, so that the lists have an item and the details an id to read.
  const created = await server.call<{ id: number }>(
    'POST',
    '/admin/projects/create',
    projectInput(),
    { admin: true },
  );
  expect(created.code).toBe(0);
});
afterAll(() => server.close());

/**
 * The server behind a proxy that rewrites the projects list's reply: the first project's unit
 * price becomes a JSON number, which the contract never sends (amounts travel as decimal text).
 */
async function brokenProxy(): Promise<{ base: string; close: () => Promise<void> }> {
  const proxy = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const upstream = await fetch(`${server.base}${request.url ?? '/'}`, {
          method: request.method ?? 'GET',
          headers: Object.fromEntries(
            Object.entries(request.headers).filter(
              (entry): entry is [string, string] => typeof entry[1] === 'string',
            ),
          ),
          ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
        });
        let body = await upstream.text();
        if (request.url?.startsWith('/h5/api/projects/list')) {
          const reply = JSON.parse(body) as { data: { items: { unitPrice: unknown }[] } };
          const first = reply.data.items[0];
          if (first) first.unitPrice = Number(first.unitPrice);
          body = JSON.stringify(reply);
        }
        response.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
        });
        response.end(body);
      })();
    });
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

describe('the conformance kit', () => {
  it('finds every reply of our server on contract, having called every endpoint', async () => {
    const report = await checkBackend(server.base);
    expect(report.mismatches).toEqual([]);
    expect(report.calls).toBeGreaterThan(ENDPOINTS.length);
    expect(report.succeeded).toEqual(
      expect.arrayContaining([
        'config.base',
        'auth.guestLogin',
        'projects.list',
        'projects.detail',
        'news.list',
      ]),
    );
  });

  it('names the endpoint whose reply is off contract, and what is wrong with it', async () => {
    const proxy = await brokenProxy();
    try {
      const report = await checkBackend(proxy.base);
      // Every call of the list (with paging, and empty) is reported, and nothing else.
      expect(report.mismatches.length).toBeGreaterThan(0);
      for (const mismatch of report.mismatches)
        expect(mismatch).toMatchObject({
          endpoint: 'projects.list',
          problem: expect.stringMatching(/^data\.items\.0\.unitPrice: .*expected string/),
        });
    } finally {
      await proxy.close();
    }
  });
});
