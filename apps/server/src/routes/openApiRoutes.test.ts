// The server serves the contract as OpenAPI 3.1 at /h5/api/openapi.json: the same document as
// docs/openapi.json but for its layout, with no session needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '@carbonmarket/domain/openapi';
import { API_VERSION } from '../apiVersion';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the OpenAPI document', () => {
  it('is served to anyone as JSON, the contract at the API version', async () => {
    const res = await fetch(`${server.base}/h5/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const served = (await res.json()) as { openapi: string; info: { version: string } };
    expect(served).toEqual(openApiDocument(API_VERSION));
    expect(served.openapi).toBe('3.1.0');
  });

  it('is drawn as an interactive reference at /h5/api/docs/, from files of this server', async () => {
    const page = await fetch(`${server.base}/h5/api/docs/`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"/][^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual(['swagger-ui.css', 'swagger-ui-bundle.js', 'start.js']);
    for (const source of sources) {
      const file = await fetch(`${server.base}/h5/api/docs/${source ?? ''}`);
      expect(file.status, source).toBe(200);
      expect(file.headers.get('content-type'), source).toMatch(/^text\/(css|javascript)/);
    }
    const start = await (await fetch(`${server.base}/h5/api/docs/start.js`)).text();
    expect(start).toContain('"/h5/api/openapi.json"');
    const bare = await fetch(`${server.base}/h5/api/docs`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe('/h5/api/docs/');
    expect((await fetch(`${server.base}/h5/api/docs/index.html`)).status).toBe(404);
  });
});
