import type { Kysely } from 'kysely';
import type { Engine } from './engine';
import type { Tables } from './tables';

/**
 * One change of the schema after version 22, written once with Kysely for SQLite and PostgreSQL:
 * applied once, in order, in its own transaction, never edited once released.
 */
export interface SchemaChange {
  version: number;
  name: string;
  up(db: Kysely<Tables>, engine: Engine): Promise<void>;
}
