import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { endpoints } from '@carbonmarket/domain/contract';
import { uploadMutation } from './uploadMutation';
import type { UploadVariables } from './uploadMutation';
import { api } from '../api/api';
import { ApiError } from '../api/apiError';

vi.mock('../api/api', () => ({ api: { upload: vi.fn() } }));
const upload = vi.mocked(api.upload);

beforeEach(() => upload.mockReset());

const run = (
  options: ReturnType<typeof uploadMutation<typeof endpoints.profile.uploadAvatar>>,
  variables: UploadVariables,
) => {
  const client = new QueryClient();
  return client.getMutationCache().build(client, options).execute(variables);
};

describe('uploadMutation', () => {
  it('sends the file to the endpoint with its name and progress, and resolves with the data', async () => {
    upload.mockResolvedValue({
      ok: true,
      data: { avatarUrl: '/h5/uploads/a.jpg' },
      reply: { code: 0, msg: '', data: null, time: '' },
    } as never);
    const file = new Blob(['jpeg']);
    const onProgress = vi.fn();
    const options = uploadMutation(endpoints.profile.uploadAvatar);
    expect(options.mutationKey).toEqual(['profile', 'uploadAvatar']);
    await expect(run(options, { file, fileName: 'avatar.jpg', onProgress })).resolves.toEqual({
      avatarUrl: '/h5/uploads/a.jpg',
    });
    expect(upload).toHaveBeenCalledWith(endpoints.profile.uploadAvatar, file, {
      fileName: 'avatar.jpg',
      onProgress,
    });
  });

  it('fails with the ApiError of the upload', async () => {
    const refused = new ApiError({ kind: 'refused', code: 'FILE_TOO_LARGE' });
    upload.mockResolvedValue({ ok: false, error: refused });
    await expect(
      run(uploadMutation(endpoints.profile.uploadAvatar), { file: new Blob(['x']) }),
    ).rejects.toBe(refused);
  });
});
