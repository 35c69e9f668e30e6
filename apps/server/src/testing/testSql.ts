import { CompiledQuery } from 'kysely';
import type { Data } from '../db/data';

/**
 * `?` placeholders as PostgreSQL numbers them (`$1`, `$2`…), skipping quoted text. Tests write
 * their checks once, in SQL both engines read.
 */
export function numberedPlaceholders(text: string): string {
  let index = 0;
  let quote: string | undefined;
  let out = '';
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = undefined;
      out += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      out += char;
    } else if (char === '?') {
      index += 1;
      out += `$${index}`;
    } else out += char;
  }
  return out;
}

/**
 * Plain SQL for tests that set up or check rows the API does not show, on either engine: text
 * with `?` placeholders, run through the data layer (inside the caller's transaction if any).
 */
export function testSql(data: Data) {
  const execute = (text: string, params: readonly unknown[]) =>
    data
      .q()
      .executeQuery(
        CompiledQuery.raw(data.engine === 'postgres' ? numberedPlaceholders(text) : text, [
          ...params,
        ]),
      );
  return {
    /** The first row, or undefined. */
    async get<Row>(text: string, ...params: unknown[]): Promise<Row | undefined> {
      return (await execute(text, params)).rows[0] as Row | undefined;
    },
    /** Every row. */
    async all<Row>(text: string, ...params: unknown[]): Promise<Row[]> {
      return (await execute(text, params)).rows as Row[];
    },
    /** The first column of the first row, or undefined. */
    async value<Value>(text: string, ...params: unknown[]): Promise<Value | undefined> {
      const row = (await execute(text, params)).rows[0] as Record<string, unknown> | undefined;
      return row === undefined ? undefined : (Object.values(row)[0] as Value);
    },
    /** Runs a write; answers how many rows it changed. */
    async run(text: string, ...params: unknown[]): Promise<number> {
      return Number((await execute(text, params)).numAffectedRows ?? 0n);
    },
  };
}

export type TestSql = ReturnType<typeof testSql>;
