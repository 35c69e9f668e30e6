import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (body: string | Uint8Array, contentType: string) =>
  fetch(`${server.base}/h5/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown }));

describe('requests the framework cannot read', () => {
  it('answers malformed JSON with the envelope, not a 400', async () => {
    expect(await post('{"email": ', 'application/json')).toEqual({
      status: 200,
      body: expect.objectContaining({ code: 1, msg: 'OPERATION_FAILED' }) as unknown,
    });
  });

  it('answers an unsupported content type with the envelope, not a 415', async () => {
    expect(await post('<xml/>', 'application/xml')).toMatchObject({
      status: 200,
      body: { code: 1, msg: 'OPERATION_FAILED' },
    });
  });

  it('answers a body over the limit with the envelope, not a 413', async () => {
    const huge = JSON.stringify({ email: 'x'.repeat(3 * 1024 * 1024) });
    expect(await post(huge, 'application/json')).toMatchObject({
      status: 200,
      body: { code: 1, msg: 'FILE_TOO_LARGE' },
    });
  });
});
