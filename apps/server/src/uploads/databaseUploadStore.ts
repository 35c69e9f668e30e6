import type { Data } from '../db/data';
import type { UploadStore } from './avatarStore';
import { UPLOADS_URL_PREFIX, newUploadName, uploadNameOf, uploadTypeOf } from './avatarStore';

/**
 * Uploaded images in the database (`uploads`, version 23), where every instance serves what any
 * of them stored. Names are the server's, as on disk; an image is at most the avatar limit
 * (2 MB), which a database row holds well.
 */
export function createDatabaseUploadStore(data: Data, clock: () => Date): UploadStore {
  return {
    async save(bytes, type) {
      const name = newUploadName(type);
      await data
        .q()
        .insertInto('uploads')
        .values({ name, type, bytes: Buffer.from(bytes), created_at: clock().toISOString() })
        .execute();
      return `${UPLOADS_URL_PREFIX}${name}`;
    },
    async remove(url) {
      const name = uploadNameOf(url);
      if (name) await data.q().deleteFrom('uploads').where('name', '=', name).execute();
    },
    async read(name) {
      const type = uploadTypeOf(name);
      if (!type) return null;
      const row = await data
        .q()
        .selectFrom('uploads')
        .select(['bytes', 'type'])
        .where('name', '=', name)
        .executeTakeFirst();
      return row && row.type === type ? { bytes: Buffer.from(row.bytes), type } : null;
    },
  };
}
