import { sql } from 'kysely';
import type { ColumnDefinitionBuilder, CreateTableBuilder, Expression } from 'kysely';

/** A column's data type as Kysely's `addColumn` takes it: a name, or an `sql` expression. */
type DataTypeExpression = Parameters<CreateTableBuilder<string, string>['addColumn']>[1];

/** The database engine a schema is written for. */
export type { Engine } from '../engine';
import type { Engine } from '../engine';

/** Finishes a column definition (not null, default, check, references…). */
export type ColumnBuild = (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/**
 * The few choices that differ between SQLite and PostgreSQL; everything else (names, order,
 * defaults, checks, keys, indexes) is written once for both.
 */
export interface ColumnTypes {
  /** Type of an id the database assigns. */
  readonly id: DataTypeExpression;
  /** Makes the id the primary key the database assigns: the rowid alias, or an identity. */
  readonly assignedId: ColumnBuild;
  /** Ids that point at another row, money in cents, tons in thousandths, counters, serials. */
  readonly bigInteger: DataTypeExpression;
  /** Small numbers: 0/1 flags, positions, goals, vintages, schema versions. */
  readonly integer: DataTypeExpression;
  readonly text: DataTypeExpression;
  /** Text compared without case (e-mail addresses). */
  readonly caselessText: DataTypeExpression;
  /** Makes the column compare without case where the type alone does not. */
  readonly caseless: ColumnBuild;
  readonly blob: DataTypeExpression;
  /** Finishes a table: `STRICT` on SQLite. */
  readonly table: <TB extends string, C extends string>(
    table: CreateTableBuilder<TB, C>,
  ) => CreateTableBuilder<TB, C>;
  /**
   * The text's first character is a letter or digit: GLOB on SQLite, a regular expression on
   * PostgreSQL (which has no GLOB); the only checks written twice.
   */
  readonly startsWithLetterOrDigit: (column: string) => Expression<unknown>;
  /** The text holds none but the given characters, a bracket body such as `a-z2-7`. */
  readonly onlyCharacters: (column: string, characters: string) => Expression<unknown>;
}

const same: ColumnBuild = (col) => col;

const SQLITE: ColumnTypes = {
  id: 'integer',
  assignedId: (col) => col.primaryKey(),
  bigInteger: 'integer',
  integer: 'integer',
  text: 'text',
  caselessText: 'text',
  caseless: (col) => col.modifyEnd(sql`collate NOCASE`),
  blob: 'blob',
  table: (table) => table.modifyEnd(sql`strict`),
  startsWithLetterOrDigit: (column) => sql`${sql.ref(column)} glob '[A-Za-z0-9]*'`,
  onlyCharacters: (column, characters) =>
    sql`${sql.ref(column)} not glob ${sql.lit(`*[^${characters}]*`)}`,
};

const POSTGRES: ColumnTypes = {
  id: 'bigint',
  assignedId: (col) => col.generatedByDefaultAsIdentity().primaryKey(),
  bigInteger: 'bigint',
  integer: 'integer',
  text: 'text',
  caselessText: sql`citext`,
  caseless: same,
  blob: 'bytea',
  table: (table) => table,
  startsWithLetterOrDigit: (column) => sql`${sql.ref(column)} ~ '^[A-Za-z0-9]'`,
  onlyCharacters: (column, characters) => sql`${sql.ref(column)} !~ ${sql.lit(`[^${characters}]`)}`,
};

/** The column types and table options of `engine`. */
export function columnTypes(engine: Engine): ColumnTypes {
  return engine === 'sqlite' ? SQLITE : POSTGRES;
}
