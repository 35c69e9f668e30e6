import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../testing/accountWalletKit';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { JPEG, PNG, WEBP_LOSSLESS, WEBP_LOSSY } from '../testing/sampleImages';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await createMember(server)).token;
}, 60_000);
afterAll(() => server.close());

/** What a polyglot hides after the picture: a page and the start of a zip archive. */
const TRAILER = Buffer.concat([
  Buffer.from('<html><script>alert(document.cookie)</script></html>'),
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff, 0xd9, 0x00]),
]);

async function upload(bytes: Uint8Array, type: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'me');
  const res = await fetch(`${server.base}/h5/api/member/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { code: number; msg: string; data: { avatarUrl: string } | null };
}

/** Uploads the bytes and returns what the server then serves at the avatar's address. */
async function servedAfterUpload(bytes: Uint8Array, type: string): Promise<Buffer> {
  const reply = await upload(bytes, type);
  expect(reply, 'upload accepted').toMatchObject({ code: 0 });
  const res = await fetch(`${server.base}${reply.data?.avatarUrl ?? ''}`);
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** The JPEG with an APP1 segment after SOI carrying a whole (thumbnail) JPEG, FF D9 included. */
function jpegWithThumbnail(): Buffer {
  const thumbnail = Buffer.concat([Buffer.from('Exif\0\0'), JPEG]);
  const app1 = Buffer.alloc(4);
  app1.writeUInt16BE(0xffe1, 0);
  app1.writeUInt16BE(thumbnail.length + 2, 2);
  return Buffer.concat([JPEG.subarray(0, 2), app1, thumbnail, JPEG.subarray(2)]);
}

describe('an uploaded avatar is served without anything after the end of its image', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['lossy WebP', WEBP_LOSSY, 'image/webp'],
    ['lossless WebP', WEBP_LOSSLESS, 'image/webp'],
  ])('%s: the bytes after the end marker are cut off', async (_name, image, type) => {
    const served = await servedAfterUpload(Buffer.concat([image, TRAILER]), type);
    expect(served.length).toBe(image.length);
    expect(served.equals(image)).toBe(true);
  });

  it('keeps an image without trailing bytes byte for byte', async () => {
    for (const [image, type] of [
      [JPEG, 'image/jpeg'],
      [PNG, 'image/png'],
      [WEBP_LOSSY, 'image/webp'],
    ] as const)
      expect((await servedAfterUpload(image, type)).equals(image)).toBe(true);
  });

  it('reads a JPEG segment by segment: an embedded thumbnail’s FF D9 is not the end', async () => {
    const withThumbnail = jpegWithThumbnail();
    const served = await servedAfterUpload(Buffer.concat([withThumbnail, TRAILER]), 'image/jpeg');
    expect(served.equals(withThumbnail)).toBe(true);
  });

  it('reads a PNG chunk by chunk: a second picture appended after IEND goes', async () => {
    const served = await servedAfterUpload(Buffer.concat([PNG, PNG, TRAILER]), 'image/png');
    expect(served.equals(PNG)).toBe(true);
  });

  it('refuses an image whose end cannot be found, and stores nothing', async () => {
    const before = await server.storedUploads();
    const shortRiff = Buffer.from(WEBP_LOSSY);
    shortRiff.writeUInt32LE(WEBP_LOSSY.length * 2, 4);
    for (const [name, bytes, type] of [
      ['JPEG cut before FF D9', JPEG.subarray(0, JPEG.length - 2), 'image/jpeg'],
      ['JPEG cut inside a segment', JPEG.subarray(0, 40), 'image/jpeg'],
      ['PNG without IEND', PNG.subarray(0, PNG.length - 12), 'image/png'],
      ['PNG cut inside a chunk', PNG.subarray(0, 30), 'image/png'],
      ['WebP shorter than its RIFF size', shortRiff, 'image/webp'],
      ['WebP header alone', WEBP_LOSSY.subarray(0, 12), 'image/webp'],
    ] as const)
      expect(await upload(bytes, type), name).toMatchObject({
        code: 1,
        msg: 'FILE_TYPE_INVALID',
        data: { fields: { file: 'FILE_TYPE_INVALID' } },
      });
    expect(await server.storedUploads()).toEqual(before);
  });
});
