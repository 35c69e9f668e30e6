import { mutationOptions } from '@tanstack/react-query';
import type { DefaultError, UseMutationOptions } from '@tanstack/react-query';
import type { Endpoint, ResponseOf } from '@carbonmarket/domain/contract';
import { api } from '../api/api';
import type { UploadProgress } from '../api/sendUpload';
import { keyOf } from './endpointKeys';

/** What an upload's `mutate` is given: the file, its name, and who is told how far it has got. */
export interface UploadVariables {
  file: Blob;
  /** @default the file's own name, or 'upload' for a Blob */
  fileName?: string;
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * The mutation options of an upload endpoint (multipart `file`): `mutate({ file, onProgress })`
 * sends it with `api.upload`, which reports the progress and handles the reply as every call
 * does (the envelope, a refusal, the session's end, a network failure), and fails with its
 * ApiError; keyed `keyOf(endpoint)`.
 *
 * ```ts
 * const upload = useMutation(uploadMutation(endpoints.profile.uploadAvatar, { onSuccess }));
 * upload.mutate({ file: blob, fileName: 'avatar.jpg', onProgress: (p) => setShare(p.fraction) });
 * ```
 */
export function uploadMutation<E extends Endpoint, TContext = unknown>(
  endpoint: E,
  options: Omit<
    UseMutationOptions<ResponseOf<E>, DefaultError, UploadVariables, TContext>,
    'mutationKey' | 'mutationFn'
  > = {},
) {
  return mutationOptions<ResponseOf<E>, DefaultError, UploadVariables, TContext>({
    ...options,
    mutationKey: keyOf(endpoint),
    mutationFn: async ({ file, fileName, onProgress }) => {
      const result = await api.upload<E['response']>(endpoint, file, {
        ...(fileName === undefined ? {} : { fileName }),
        ...(onProgress === undefined ? {} : { onProgress }),
      });
      if (result.ok) return result.data;
      throw result.error;
    },
  });
}
