// The member's avatar: what the upload endpoint stores, serves back and refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JPEG, WEBP_LOSSY } from '../testing/sampleImages';
import { UNLIMITED_PASSWORD_CHECKS, startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { createMember } from '../testing/accountWalletKit';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ throttle: UNLIMITED_PASSWORD_CHECKS });
});
afterAll(() => server.close());

/** A real 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** POSTs a multipart body with `file` (or another field) to the avatar endpoint. */
async function upload(
  token: string | undefined,
  bytes: Uint8Array | null,
  { name = 'avatar.png', type = 'image/png', field = 'file' } = {},
) {
  const form = new FormData();
  if (bytes) form.append(field, new Blob([bytes], { type }), name);
  else form.append('note', 'no file here');
  const res = await fetch(`${server.base}/h5/api/member/avatar`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number; msg: string; data: unknown };
}

describe('avatar', () => {
  it('ends the session without a token and refuses guests, storing nothing', async () => {
    const guest = await server.guest();
    expect(await upload(undefined, PNG)).toMatchObject({ code: -1, msg: 'SESSION_EXPIRED' });
    expect(await upload(guest, PNG)).toMatchObject({ code: 1, msg: 'GUEST_RESTRICTED' });
    expect(await server.storedUploads()).toEqual([]);
  });

  it('stores a real PNG under a random name and serves it back as image/png', async () => {
    const { token } = await createMember(server);
    const before = await server.storedUploads();
    const reply = await upload(token, PNG, { name: '../../evil.html', type: 'text/html' });
    expect(reply).toMatchObject({ code: 0 });
    const { avatarUrl } = reply.data as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/h5\/uploads\/[0-9a-f]{32}\.png$/);
    expect(await server.storedUploads()).toHaveLength(before.length + 1);
    const res = await fetch(`${server.base}${avatarUrl}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await server.call('GET', '/member/profile', {}, { token })).data).toMatchObject({
      avatarUrl,
    });
  });

  it('takes JPEG and WebP too, and replaces the old file', async () => {
    const { token } = await createMember(server);
    const first = await upload(token, JPEG, { name: 'me.jpg', type: 'image/jpeg' });
    const firstUrl = (first.data as { avatarUrl: string }).avatarUrl;
    expect(firstUrl).toMatch(/\.jpg$/);
    const second = await upload(token, WEBP_LOSSY, { name: 'me.webp', type: 'image/webp' });
    const secondUrl = (second.data as { avatarUrl: string }).avatarUrl;
    expect(secondUrl).toMatch(/\.webp$/);
    expect((await fetch(`${server.base}${firstUrl}`)).status).toBe(404);
    const res = await fetch(`${server.base}${secondUrl}`);
    expect(res.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a text file named .png, and stores nothing', async () => {
    const { token } = await createMember(server);
    const before = await server.storedUploads();
    expect(await upload(token, Buffer.from('I am not a picture at all'))).toMatchObject({
      code: 1,
      msg: 'FILE_TYPE_INVALID',
      data: { fields: { file: 'FILE_TYPE_INVALID' } },
    });
    expect(await server.storedUploads()).toEqual(before);
  });

  it('keeps a JPEG named .png as what it is: stored as .jpg, served as image/jpeg', async () => {
    const { token } = await createMember(server);
    const reply = await upload(token, JPEG, { name: 'avatar.png', type: 'image/png' });
    expect(reply).toMatchObject({ code: 0 });
    const { avatarUrl } = reply.data as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/h5\/uploads\/[0-9a-f]{32}\.jpg$/);
    const res = await fetch(`${server.base}${avatarUrl}`);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('takes exactly 2 MB and refuses one byte more, storing nothing', async () => {
    const { token } = await createMember(server);
    const twoMb = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);
    expect((await upload(token, twoMb)).code).toBe(0);
    const before = await server.storedUploads();
    expect(await upload(token, Buffer.concat([twoMb, Buffer.from([0])]))).toMatchObject({
      code: 1,
      msg: 'FILE_TOO_LARGE',
    });
    expect(await upload(token, Buffer.concat([twoMb, Buffer.alloc(1024 * 1024)]))).toMatchObject({
      code: 1,
      msg: 'FILE_TOO_LARGE',
    });
    expect(await server.storedUploads()).toEqual(before);
  });

  it('answers the envelope for a missing file, another field and a body that is not multipart', async () => {
    const { token } = await createMember(server);
    const before = await server.storedUploads();
    expect(await upload(token, null)).toMatchObject({
      code: 1,
      msg: 'REQUIRED',
      data: { fields: { file: 'REQUIRED' } },
    });
    expect(await upload(token, PNG, { field: 'avatar' })).toMatchObject({
      code: 1,
      msg: 'REQUIRED',
    });
    expect(await server.call('POST', '/member/avatar', { file: 'x' }, { token })).toMatchObject({
      code: 1,
      msg: 'UPLOAD_FAILED',
    });
    const text = await fetch(`${server.base}/h5/api/member/avatar`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(text.status).toBe(200);
    expect(await text.json()).toMatchObject({ code: 1, msg: 'UPLOAD_FAILED' });
    expect(await server.storedUploads()).toEqual(before);
  });

  it('serves only names the server made', async () => {
    for (const name of ['..%2F..%2Fdata%2Fcarbonmarket.sqlite', 'abc.png', `${'0'.repeat(32)}.png`])
      expect((await fetch(`${server.base}/h5/uploads/${name}`)).status, name).toBe(404);
  });
});
