import type { Kysely } from 'kysely';
import type { Engine } from './engine';
import type { Tables } from './tables';

/** One step of the schema after version 22, written once for both engines. */
export interface KyselyMigration {
  version: number;
  name: string;
  up(db: Kysely<Tables>, engine: Engine): Promise<void>;
}
