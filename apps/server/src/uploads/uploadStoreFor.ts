import type { Data } from '../db/data';
import { createUploadStore, uploadsDirOf } from './avatarStore';
import type { UploadStore } from './avatarStore';
import { createDatabaseUploadStore } from './databaseUploadStore';

/**
 * Where this server keeps uploads: with several instances on PostgreSQL, in the database they
 * share; with one process on SQLite, as files in `<DATA_DIR>/uploads` (as before ADR 047).
 */
export function uploadStoreFor(
  data: Data,
  clock: () => Date,
  config: { dataDir?: string | undefined },
): UploadStore {
  return data.engine === 'postgres'
    ? createDatabaseUploadStore(data, clock)
    : createUploadStore(uploadsDirOf(config));
}
