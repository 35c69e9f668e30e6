import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMAGE_EXTENSIONS } from '@carbonmarket/domain';
import type { ImageType } from '@carbonmarket/domain';

/** Where uploaded files are served, read-only. */
export const UPLOADS_URL_PREFIX = '/h5/uploads/';

/** Names the server makes: 32 hex digits and the extension of the detected type. */
const NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

const TYPE_OF_EXTENSION: Record<string, ImageType> = Object.fromEntries(
  Object.entries(IMAGE_EXTENSIONS).map(([type, extension]) => [extension, type as ImageType]),
);

/**
 * Image files kept under `dir` by names the server makes (never the uploader's), created on the
 * first upload.
 */
export function createUploadStore(dir: string) {
  return {
    dir,
    /** Stores the bytes under a new random name and returns its public URL. */
    async save(bytes: Uint8Array, type: ImageType): Promise<string> {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;
      await writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o644 });
      return `${UPLOADS_URL_PREFIX}${name}`;
    },

    /** Deletes a file this store made, given its URL; anything else is left alone. */
    async remove(url: string): Promise<void> {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      const name = url.slice(UPLOADS_URL_PREFIX.length);
      if (!NAME_PATTERN.test(name)) return;
      await unlink(path.join(dir, name)).catch(() => undefined);
    },

    /** The bytes and type of a stored file, or null (unknown or malformed name). */
    async read(name: string): Promise<{ bytes: Buffer; type: ImageType } | null> {
      const match = NAME_PATTERN.exec(name);
      const type = match?.[1] ? TYPE_OF_EXTENSION[match[1]] : undefined;
      if (!type) return null;
      try {
        return { bytes: await readFile(path.join(dir, name)), type };
      } catch {
        return null;
      }
    },
  };
}

export type UploadStore = ReturnType<typeof createUploadStore>;

/**
 * Serves stored uploads read-only at `/h5/uploads/<name>`, with the type decided at upload and
 * `nosniff`, so a browser never runs one as anything but an image. Names never repeat, so the
 * files may be cached for good.
 */
export function registerUploadsRoute(app: FastifyInstance, store: UploadStore): void {
  app.get<{ Params: { name: string } }>(`${UPLOADS_URL_PREFIX}:name`, async (request, reply) => {
    const file = await store.read(request.params.name);
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .type(file.type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Disposition', 'inline')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(file.bytes);
  });
}

/** The uploads folder: `<DATA_DIR>/uploads`, or one under the system temp folder without a DATA_DIR. */
export const uploadsDirOf = (config: { dataDir?: string | undefined }): string =>
  config.dataDir
    ? path.join(config.dataDir, 'uploads')
    : path.join(os.tmpdir(), 'carbonmarket-uploads');
