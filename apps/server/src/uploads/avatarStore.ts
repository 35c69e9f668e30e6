import { randomBytes } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { IMAGE_EXTENSIONS } from '@carbonmarket/domain';
import type { ImageType } from '@carbonmarket/domain';

/** Where uploaded files are served, read-only. */
export const UPLOADS_URL_PREFIX = '/h5/uploads/';

/** Where uploaded images are kept: files on this machine, or the shared database. */
export interface UploadStore {
  /** Stores the bytes under a new random name and returns its public URL. */
  save(bytes: Uint8Array, type: ImageType): Promise<string>;
  /** Deletes an image this store made, given its URL; anything else is left alone. */
  remove(url: string): Promise<void>;
  /** The bytes and type of a stored image, or null (unknown or malformed name). */
  read(name: string): Promise<{ bytes: Buffer; type: ImageType } | null>;
}

/** Names the server makes: 32 hex digits and the extension of the detected type. */
const NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/;

const TYPE_OF_EXTENSION: Record<string, ImageType> = Object.fromEntries(
  Object.entries(IMAGE_EXTENSIONS).map(([type, extension]) => [extension, type as ImageType]),
);

/** A new name for an image of `type`: random, never the uploader's. */
export const newUploadName = (type: ImageType) =>
  `${randomBytes(16).toString('hex')}.${IMAGE_EXTENSIONS[type]}`;

/** The name of a URL this server made, or null for anything else. */
export const uploadNameOf = (url: string): string | null => {
  if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
  const name = url.slice(UPLOADS_URL_PREFIX.length);
  return NAME_PATTERN.test(name) ? name : null;
};

/** The type a well-formed name was stored under, or undefined. */
export const uploadTypeOf = (name: string): ImageType | undefined => {
  const match = NAME_PATTERN.exec(name);
  return match?.[1] ? TYPE_OF_EXTENSION[match[1]] : undefined;
};

/**
 * Image files kept under `dir` by names the server makes (never the uploader's), created on the
 * first upload: one process over a SQLite file.
 */
export function createUploadStore(dir: string): UploadStore & { dir: string } {
  return {
    dir,
    async save(bytes, type) {
      await mkdir(dir, { recursive: true });
      const name = newUploadName(type);
      await writeFile(path.join(dir, name), bytes, { flag: 'wx', mode: 0o644 });
      return `${UPLOADS_URL_PREFIX}${name}`;
    },

    async remove(url) {
      const name = uploadNameOf(url);
      if (name) await unlink(path.join(dir, name)).catch(() => undefined);
    },

    async read(name) {
      const type = uploadTypeOf(name);
      if (!type) return null;
      try {
        return { bytes: await readFile(path.join(dir, name)), type };
      } catch {
        return null;
      }
    },
  };
}

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
