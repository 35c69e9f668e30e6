import { apiUrl, requestHeaders } from '@carbonmarket/domain';
import { readBody } from './transmission';
import type { Transmission } from './transmission';

/** How far an upload has got. */
export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell. */
  total: number;
  /** 0 to 1; 0 while the total is unknown. */
  fraction: number;
}

export interface UploadRequest {
  origin: string;
  path: string;
  lang: string;
  token: string | null;
  file: Blob;
  fileName?: string | undefined;
  fields?: Readonly<Record<string, string>> | undefined;
  onProgress?: ((progress: UploadProgress) => void) | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs: number;
}

const nameOf = (file: Blob, fileName: string | undefined) =>
  fileName ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'upload');

/**
 * One multipart upload with XMLHttpRequest (spec section 7): POST to the path with `?lang=`, the
 * file in the field `file` plus optional fields, the Authorization header, JSON reply, the same
 * 60 s timeout as every call, and upload progress (which fetch cannot report).
 */
export function sendUpload(
  createXhr: () => XMLHttpRequest,
  request: UploadRequest,
): Promise<Transmission> {
  if (request.signal?.aborted) return Promise.resolve({ kind: 'aborted' });
  return new Promise((resolve) => {
    const xhr = createXhr();
    const cancel = () => xhr.abort();
    const settle = (transmission: Transmission) => {
      request.signal?.removeEventListener('abort', cancel);
      resolve(transmission);
    };
    xhr.open('POST', apiUrl(request.origin, request.path, { lang: request.lang }));
    xhr.timeout = request.timeoutMs;
    // The browser sets the multipart Content-Type with its boundary; every other header as usual.
    const { 'Content-Type': _json, ...headers } = requestHeaders(request.token);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : 0;
      request.onProgress?.({
        loaded: event.loaded,
        total,
        fraction: total ? event.loaded / total : 0,
      });
    };
    xhr.onload = () =>
      settle({ kind: 'response', status: xhr.status, body: readBody(xhr.responseText) });
    xhr.ontimeout = () => settle({ kind: 'timeout' });
    xhr.onerror = () => settle({ kind: 'failure', error: new Error('upload failed') });
    xhr.onabort = () => settle({ kind: 'aborted' });
    request.signal?.addEventListener('abort', cancel, { once: true });
    const form = new FormData();
    for (const [name, value] of Object.entries(request.fields ?? {})) form.append(name, value);
    form.append('file', request.file, nameOf(request.file, request.fileName));
    xhr.send(form);
  });
}
