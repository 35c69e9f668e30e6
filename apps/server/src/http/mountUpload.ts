import type { FastifyError, FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { API_BASE_PATH } from '@carbonmarket/domain';
import type { ErrorCode } from '@carbonmarket/domain';
import { replySchema } from '@carbonmarket/domain/contract';
import type { Endpoint, ResponseOf } from '@carbonmarket/domain/contract';
import { ApiError } from '../apiError';
import { errorReply, okReply } from './envelope';
import { actorOf, assertAuthenticated, isAudited } from './mountEndpoint';
import type { HandlerContext, MountOptions } from './mountEndpoint';

/** The one file of an upload, read whole (its size already within the limit). */
export interface UploadedFile {
  bytes: Buffer;
  /** As the uploader named it: for logs only, never for storage or type. */
  filename: string;
}

/** Returns the reply data as the contract's response schema reads it (checked on the way out). */
export type UploadHandler<E extends Endpoint> = (
  file: UploadedFile,
  context: HandlerContext,
) => ResponseOf<E> | Promise<ResponseOf<E>>;

/** The field an upload's file travels in (spec: "multipart file field named file"). */
export const UPLOAD_FIELD = 'file';

/** What a multipart or body failure means to the uploader. */
const failureCode = (error: unknown): ErrorCode => {
  const code = (error as Partial<FastifyError> | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE'
    ? 'FILE_TOO_LARGE'
    : 'UPLOAD_FAILED';
};

/**
 * Mounts an upload endpoint of the contract: a multipart POST with one file in the field `file`
 * of at most the endpoint's `upload.maxBytes`. The sibling of mountEndpoint for the one body that is not JSON: the same
 * access checks (an operator's role included), an admin upload in the audit trail, and every
 * answer, failures included, is the envelope (HTTP 200). Multipart
 * parsing is registered for this route alone, so JSON routes never accept multipart bodies.
 */
export async function mountUpload<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: UploadHandler<E>,
  { clock, audit }: MountOptions,
): Promise<void> {
  if (endpoint.method !== 'POST' || endpoint.moneyMoving || !endpoint.upload)
    throw new Error(`${endpoint.name}: uploads are plain POST endpoints declared as uploads`);
  const { maxBytes } = endpoint.upload;
  const audited = isAudited(endpoint, audit);
  assertAuthenticated(app, endpoint);
  await app.register(async (scope) => {
    // The parser reads one byte past the limit, so a file over it is told apart by its length:
    // its own flag for a file cut at the limit is not always set (a file a few hundred bytes over
    // a 5 MB limit was sometimes taken whole, cut to the limit).
    await scope.register(multipart, {
      limits: { fileSize: maxBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 11 },
    });
    const envelope = (body: unknown) => JSON.stringify(body);
    // Bodies no parser takes (text/plain, ...) and oversized ones end here: still the envelope.
    // Anything else is a bug of ours and stays a 500, as in mountEndpoint.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const clientFault = typeof error.statusCode === 'number' && error.statusCode < 500;
      if (!clientFault) request.log.error(error);
      return reply
        .code(clientFault ? 200 : 500)
        .type('application/json; charset=utf-8')
        .send(envelope(errorReply(clientFault ? failureCode(error) : 'OPERATION_FAILED', clock())));
    });
    scope.setSerializerCompiler(serializerCompiler);
    // The authentication hook reads `access` and has refused callers without it by now. A
    // successful reply goes out through the zod type provider's serializer, which checks it
    // against the contract's response: a mismatch is a bug of ours (a 500), not the caller's.
    scope.post(
      `${API_BASE_PATH}${endpoint.path}`,
      {
        config: { access: endpoint.access, ...(endpoint.role ? { role: endpoint.role } : {}) },
        schema: { response: { 200: replySchema(endpoint.response) } },
      },
      async (request, reply) => {
        const now = clock();
        const send = (body: unknown) =>
          reply.type('application/json; charset=utf-8').send(envelope(body));
        const { viewer } = request;

        let part: MultipartFile | undefined;
        let bytes: Buffer;
        try {
          part = request.isMultipart() ? await request.file() : undefined;
          if (!part || part.fieldname !== UPLOAD_FIELD) {
            if (part) await part.toBuffer().catch(() => undefined);
            if (!request.isMultipart()) return send(errorReply('UPLOAD_FAILED', now));
            return send(errorReply('REQUIRED', now, { fields: { [UPLOAD_FIELD]: 'REQUIRED' } }));
          }
          bytes = await part.toBuffer();
          if (part.file.truncated || bytes.length > maxBytes)
            return send(
              errorReply('FILE_TOO_LARGE', now, { fields: { [UPLOAD_FIELD]: 'FILE_TOO_LARGE' } }),
            );
        } catch (error) {
          const code = failureCode(error);
          return send(errorReply(code, now, { fields: { [UPLOAD_FIELD]: code } }));
        }
        try {
          const file = { bytes, filename: part.filename };
          const call = async () => handler(file, { request, now, viewer });
          const actor = actorOf(request);
          // What the trail keeps of the input: the file's size, never its bytes or its name.
          const data =
            audited && audit && actor
              ? await audit.record(
                  { action: endpoint.name, actor, input: { bytes: bytes.length }, at: now },
                  call,
                )
              : await call();
          return reply.send(okReply(data, now));
        } catch (error) {
          if (error instanceof ApiError)
            return send(
              errorReply(error.code, now, {
                params: error.params,
                ...(error.fields ? { fields: error.fields } : {}),
              }),
            );
          throw error;
        }
      },
    );
  });
}
