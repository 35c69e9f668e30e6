import type { Database as Db } from 'better-sqlite3';

/** One step of the schema: applied once, in order, inside a transaction. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction,
 * so a crash leaves the schema at a whole version. Versions must increase along the list (each
 * area of the server owns its own numbers); a database that has a version this server does not
 * know is newer than the server and is refused.
 */
export function migrate(db: Db, migrations: readonly Migration[]): number[] {
  migrations.forEach((m, index) => {
    const previous = index === 0 ? 0 : (migrations[index - 1]?.version ?? 0);
    if (!Number.isInteger(m.version) || m.version <= previous)
      throw new Error(
        `Migration ${m.name} has version ${m.version}, expected more than ${previous}`,
      );
  });
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const known = new Set(migrations.map((m) => m.version));
  const unknown = [...applied].filter((version) => !known.has(version));
  if (unknown.length > 0)
    throw new Error(
      `The database has schema version ${Math.max(...unknown)}, which this server does not know: it is newer than the server`,
    );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const ran: number[] = [];
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      record.run(m.version, m.name, new Date().toISOString());
    }).immediate();
    ran.push(m.version);
  }
  return ran;
}
