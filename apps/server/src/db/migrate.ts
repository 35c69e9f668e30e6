import type { Database as Db } from 'better-sqlite3';

/** One step of the schema: applied once, in order, inside a transaction. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, each in its own transaction,
 * so a crash leaves the schema at a whole version. Refuses gaps, duplicates and a database that is
 * newer than this server.
 */
export function migrate(db: Db, migrations: readonly Migration[]): number[] {
  migrations.forEach((m, index) => {
    if (m.version !== index + 1)
      throw new Error(`Migration ${m.name} has version ${m.version}, expected ${index + 1}`);
  });
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const applied = new Set(
    db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[],
  );
  const newest = Math.max(0, ...applied);
  if (newest > migrations.length)
    throw new Error(
      `The database is at schema version ${newest}, newer than this server (${migrations.length})`,
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
