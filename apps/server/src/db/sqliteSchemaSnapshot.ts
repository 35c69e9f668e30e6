import type { Database as Db } from 'better-sqlite3';

/**
 * SQL text made comparable: comments dropped, identifiers unquoted, keywords and names in lower
 * case, whitespace collapsed and none beside brackets and commas. String literals stay as written.
 */
export function normaliseSql(text: string): string {
  const parts = text.replace(/--[^\n]*/g, ' ').split(/('(?:[^']|'')*')/);
  return parts
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part
            .replace(/"/g, '')
            .toLowerCase()
            .replace(/\s+/g, ' ')
            .replace(/\s*([(),])\s*/g, '$1'),
    )
    .join('')
    .trim();
}

/** The bodies of every CHECK of a CREATE TABLE text, normalised and sorted. */
export function checksOf(createTable: string): string[] {
  const text = normaliseSql(createTable);
  const checks: string[] = [];
  for (const match of text.matchAll(/\bcheck\(/g)) {
    let depth = 0;
    let inString = false;
    const start = match.index + match[0].length;
    for (let i = start - 1; i < text.length; i += 1) {
      const char = text[i];
      if (char === "'") inString = !inString;
      if (inString) continue;
      if (char === '(') depth += 1;
      if (char === ')') depth -= 1;
      if (depth === 0) {
        checks.push(text.slice(start, i));
        break;
      }
    }
  }
  return checks.sort();
}

interface TableListRow {
  name: string;
  type: string;
  strict: number;
}

/**
 * Everything SQLite says about the schema of `db`, in a form two databases can be compared by:
 * per table its strictness, columns (PRAGMA table_xinfo, in order), indexes (PRAGMA index_list and
 * index_xinfo, and their normalised SQL), foreign keys and CHECKs; and the triggers.
 */
export function sqliteSchemaSnapshot(db: Db) {
  const sqlOf = (type: string, name: string) =>
    db
      .prepare<[string, string], { sql: string | null }>(
        'SELECT sql FROM sqlite_master WHERE type = ? AND name = ?',
      )
      .get(type, name)?.sql ?? null;
  const tables = db
    .prepare<[], TableListRow>(
      "SELECT name, type, strict FROM pragma_table_list WHERE schema = 'main'",
    )
    .all()
    .filter((t) => t.type === 'table' && !t.name.startsWith('sqlite_'))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    tables: tables.map((table) => ({
      name: table.name,
      strict: table.strict,
      columns: db
        .prepare<
          [string],
          {
            name: string;
            type: string;
            notnull: number;
            dflt_value: string | null;
            pk: number;
            hidden: number;
          }
        >(
          'SELECT name, type, "notnull", dflt_value, pk, hidden FROM pragma_table_xinfo(?) ORDER BY cid',
        )
        .all(table.name)
        .map((c) => ({ ...c, type: c.type.toUpperCase() })),
      indexes: db
        .prepare<[string], { name: string; unique: number; origin: string; partial: number }>(
          'SELECT name, "unique", origin, partial FROM pragma_index_list(?)',
        )
        .all(table.name)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((index) => {
          const sql = sqlOf('index', index.name);
          return {
            ...index,
            keys: db
              .prepare<[string], { name: string | null; desc: number; coll: string; key: number }>(
                'SELECT name, "desc", coll, key FROM pragma_index_xinfo(?) ORDER BY seqno',
              )
              .all(index.name)
              .filter((key) => key.key === 1),
            sql: sql === null ? null : normaliseSql(sql),
          };
        }),
      foreignKeys: db
        .prepare(
          'SELECT id, seq, "table", "from", "to", on_update, on_delete, "match" FROM pragma_foreign_key_list(?) ORDER BY id, seq',
        )
        .all(table.name),
      checks: checksOf(sqlOf('table', table.name) ?? ''),
    })),
    triggers: db
      .prepare<[], { name: string; tbl_name: string; sql: string }>(
        "SELECT name, tbl_name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name",
      )
      .all()
      .map((trigger) => ({ ...trigger, sql: normaliseSql(trigger.sql) })),
  };
}
