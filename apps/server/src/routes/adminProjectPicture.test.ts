// A project's picture: an admin uploads it, the server keeps the image only and serves it where
// the avatars are, a project takes its address, and the audit trail names who stored it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_PICTURE_MAX_BYTES } from '@carbonmarket/domain';
import { JPEG } from '../testing/sampleImages';
import { startTestServer } from '../testing/testServer';
import type { TestServer } from '../testing/testServer';
import { enrolOperator } from '../testing/testOperators';
import type { TestOperator } from '../testing/testOperators';
import { createMember } from '../testing/accountWalletKit';
import { projectInput } from '../testing/marketFixtures';
import type { ProjectReply } from '../testing/marketFixtures';

let server: TestServer;
let admin: TestOperator;
let operator: TestOperator;

beforeAll(async () => {
  server = await startTestServer();
  admin = await enrolOperator(server, { email: 'lead@console.sg', role: 'admin' });
  operator = await enrolOperator(server, { email: 'desk@console.sg' });
});
afterAll(() => server.close());

interface Reply {
  code: number;
  msg: string;
  data: { imageUrl?: string; fields?: Record<string, string> };
}

/** POSTs `bytes` as the multipart field `file` to the picture endpoint. */
async function upload(token: string, bytes: Uint8Array, type = 'image/jpeg'): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'peatland.jpg');
  const res = await fetch(`${server.base}/h5/api/admin/projects/picture`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Reply;
}

describe("a project's picture", () => {
  it('is stored for an admin, served as an image, and taken by a new project', async () => {
    const before = await server.storedUploads();
    // A picture with a payload after its end: only the image is kept.
    const reply = await upload(admin.token, Buffer.concat([JPEG, Buffer.from('<script>')]));
    expect(reply.code).toBe(0);
    const imageUrl = reply.data.imageUrl ?? '';
    expect(imageUrl).toMatch(/^\/h5\/uploads\/[0-9a-f]{32}\.jpg$/);
    expect(await server.storedUploads()).toHaveLength(before.length + 1);
    const served = await fetch(`${server.base}${imageUrl}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(JPEG)).toBe(true);

    const created = await server.call<ProjectReply & { imageUrl: string | null }>(
      'POST',
      '/admin/projects/create',
      projectInput({ imageUrl }),
      { token: admin.token },
    );
    expect(created).toMatchObject({ code: 0, data: { imageUrl } });

    const trail = await server.call<{
      items: { actor: { operatorId?: number }; after: unknown; input: unknown }[];
    }>(
      'GET',
      '/admin/audit',
      { action: 'admin.uploadProjectPicture', page: 1, pageSize: 10 },
      { token: admin.token },
    );
    expect(trail.data.items).toContainEqual(
      expect.objectContaining({
        actor: expect.objectContaining({ operatorId: admin.id }),
        after: { imageUrl },
        input: { bytes: JPEG.length + '<script>'.length },
      }),
    );
  });

  it('refuses what is no picture, a file over the limit, operators and members, storing nothing', async () => {
    const before = await server.storedUploads();
    expect(await upload(admin.token, Buffer.from('just some words'), 'image/png')).toMatchObject({
      code: 1,
      msg: 'FILE_TYPE_INVALID',
      data: { fields: { file: 'FILE_TYPE_INVALID' } },
    });
    // A picture just over the limit, several times: the parser's own flag was not always set.
    const tooLarge = Buffer.concat([JPEG, Buffer.alloc(PROJECT_PICTURE_MAX_BYTES)]);
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await upload(admin.token, tooLarge)).toMatchObject({ msg: 'FILE_TOO_LARGE' });
    expect(await upload(operator.token, JPEG)).toMatchObject({ msg: 'OPERATOR_ROLE_REQUIRED' });
    const { token } = await createMember(server);
    expect((await upload(token, JPEG)).code).not.toBe(0);
    expect(await server.storedUploads()).toEqual(before);
  });
});
