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
});
