import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineEndpoint } from '@carbonmarket/domain/contract';
import { authentication } from './authentication';
import { mountUpload } from './mountUpload';

const now = new Date('2026-11-20T02:00:00.000Z');
const echo = defineEndpoint({
  name: 'test.upload',
  method: 'POST',
  path: '/test/upload',
  access: 'public',
  upload: { maxBytes: 1024 },
  request: () => z.object({}),
  response: () => z.object({ size: z.number() }),
  summary: 'Answers the size of the uploaded file; a file named "wrong" gets a reply off contract.',
});

describe('mountUpload', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(authentication, { clock: () => now });
    await mountUpload(
      app,
      echo,
      ({ bytes, filename }) =>
        // A handler's bug: a reply the contract's response does not read.
        filename === 'wrong'
          ? ({ size: 'many' } as unknown as { size: number })
          : { size: bytes.length },
      { clock: () => now },
    );
  });
  afterAll(() => app.close());

  const upload = (filename: string, size = 3) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(size)]), filename);
    const request = new Request('http://localhost/h5/api/test/upload', {
      method: 'POST',
      body: form,
    });
    return request.arrayBuffer().then((body) =>
      app.inject({
        method: 'POST',
        url: '/h5/api/test/upload',
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
        payload: Buffer.from(body),
      }),
    );
  };

  it('sends the reply in the envelope, as the contract reads it', async () => {
    const res = await upload('me.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe(
      `{"code":0,"msg":"","data":{"size":3},"wait":3,"time":"${now.toISOString()}"}`,
    );
  });

  it('does not send a reply off the contract: that is a bug of ours, a 500', async () => {
    const res = await upload('wrong');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 1, msg: 'OPERATION_FAILED' });
  });

  it('takes a file of the limit exactly, and refuses one a byte over, every time', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await upload('at-limit', 1024)).json()).toMatchObject({
        code: 0,
        data: { size: 1024 },
      });
      expect((await upload('over', 1025)).json()).toMatchObject({
        code: 1,
        msg: 'FILE_TOO_LARGE',
        data: { fields: { file: 'FILE_TOO_LARGE' } },
      });
    }
  });
});
